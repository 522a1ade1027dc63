import { expect } from 'chai';
import sinon from 'sinon';
import { partialUpdate } from '../partial-update.ts';
import { useEngineFixture } from '../test-support/engine-fixture.ts';
import { startAddress } from './test-support/history-page.ts';

/**
 * A history entry looks as its page does on a full load: the answer's `PU-Title` becomes the title
 * when the update records or replays an entry, and back/forward puts the page where it was left.
 */
describe('history entries: title and scroll position', () => {
  const engine = useEngineFixture();
  const startTitle = document.title;
  const startState: unknown = history.state;
  // The scroll checks and animations after a swap run on these.
  let clock: sinon.SinonFakeTimers;

  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });

  afterEach(() => {
    clock.restore();
    document.title = startTitle;
    document.body.style.minHeight = '';
    window.scrollTo(0, 0);
    history.replaceState(startState, '', startAddress);
  });

  const title = (text: string) => ({ 'PU-Title': encodeURIComponent(text) });

  it('shows the title of the answer when the update pushes an entry', async () => {
    const done = partialUpdate({ target: 'outer', url: '/cs/product/1', alterHistory: true });
    engine.answer('<div id="outer">product</div>', 200, title('Harbor 130 | Storefront'));
    await done;
    expect(document.title).to.equal('Harbor 130 | Storefront');
    expect(new URL(location.href).pathname).to.equal('/cs/product/1');
  });

  it('leaves the title of a page alone when the update alters no history', async () => {
    const done = partialUpdate({ target: 'inner', url: '/cs/basket/summary' });
    engine.answer('<div id="inner">2 items</div>', 200, title('Košík | Storefront'));
    await done;
    expect(document.title).to.equal(startTitle);
  });

  it('ignores a title header that is not percent-encoded UTF-8, saying so', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    try {
      const done = partialUpdate({ target: 'outer', url: '/cs/a', alterHistory: true });
      engine.answer('<div id="outer">a</div>', 200, { 'PU-Title': '%E0%A4%A' });
      await done;
    } finally {
      console.error = original;
    }
    expect(document.title).to.equal(startTitle);
    expect(String(errors[0])).to.contain('PU-Title');
  });

  it('keeps the position the visitor leaves in the entry left, taken before the new content', async () => {
    document.body.style.minHeight = '5000px';
    window.scrollTo(0, 1500);
    const done = partialUpdate({ target: 'outer', url: '/cs/product/9', alterHistory: true });
    engine.answer('<div id="outer">short</div>', 200);
    await done;
    // The pushed entry is the product's; the listing's entry, one back, holds where it was left.
    const left = new Promise<PopStateEvent>((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    history.back();
    const { state } = await left;
    expect(state.fgScroll).to.deep.equal({ x: 0, y: 1500 });
  });

  it('replays an entry on back/forward with its title and puts the page where it was left', async () => {
    document.body.style.minHeight = '5000px';
    history.replaceState({ fgScroll: { x: 0, y: 1200 } }, '');
    window.scrollTo(0, 0);
    const done = partialUpdate({
      target: 'outer',
      url: '/cs/category/lamps?loadedPages=3',
      historyPopState: true,
    });
    engine.answer('<div id="outer">ten lamps</div>', 200, title('Lampy | Storefront'));
    await done;
    expect(document.title).to.equal('Lampy | Storefront');
    expect(window.scrollY).to.equal(1200);
    // The usual scroll to a replaced region above the window is not run for a replay.
    await clock.tickAsync(500);
    expect(window.scrollY).to.equal(1200);
  });

  it('ignores a remembered position that is not a pair of offsets', async () => {
    const hostile = [{ x: 0, y: -5 }, { x: 0, y: 'a' }, { y: 100 }, [0, 100], null, { x: 0, y: Number.NaN }];
    for (const fgScroll of hostile) {
      history.replaceState({ fgScroll }, '');
      const scrolls = sinon.spy(window, 'scrollTo');
      try {
        const done = partialUpdate({ target: 'outer', url: '/cs/a', historyPopState: true });
        engine.answer('<div id="outer">a</div>', 200);
        await done;
        await clock.tickAsync(500);
        expect(scrolls.called, JSON.stringify(fgScroll)).to.equal(false);
      } finally {
        scrolls.restore();
      }
    }
  });
});
