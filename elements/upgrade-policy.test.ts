import { expect } from 'chai';
import fc from 'fast-check';
import sinon from 'sinon';
// React and the platform are loaded up front so only the lazy chunk itself is fetched in the tests.
import './define-react-element.ts';
import { startAutoloader } from './tag-autoloader.ts';
import { islandClicks, islandRendering, islandSubmits } from './test-support/fg-test-island.ts';
import { registerGatedIsland } from './test-support/gated-island.ts';
import { inAct, settleInAct, untilInAct } from './test-support/react-act.ts';
import { isDue, parseUpgradePolicy } from './upgrade-policy.ts';

const rendered = (id: string) => document.querySelector(`#${id} .island-go`) !== null;

/** A click by pointer, inside the button (a spot to replay it at). */
function clickInside(button: HTMLElement): void {
  const rect = button.getBoundingClientRect();
  button.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, clientX: rect.x + 5, clientY: rect.y + 5 }),
  );
}

describe('upgrade policy: parsing', () => {
  it('reads load, idle, visible, interaction and media(…), in any combination', () => {
    expect(parseUpgradePolicy('load')).to.deep.equal([]);
    expect(parseUpgradePolicy('')).to.deep.equal([]);
    expect(parseUpgradePolicy('idle')).to.deep.equal(['idle']);
    expect(parseUpgradePolicy(' visible   idle ')).to.deep.equal(['visible', 'idle']);
    expect(parseUpgradePolicy('media((min-width: 48rem) and (hover: hover)) visible')).to.deep.equal([
      { media: '(min-width: 48rem) and (hover: hover)' },
      'visible',
    ]);
    expect(parseUpgradePolicy('interaction')).to.deep.equal(['interaction']);
  });

  it('refuses any other word, naming it', () => {
    expect(() => parseUpgradePolicy('visble')).to.throw('Unknown upgrade condition "visble"');
    expect(() => parseUpgradePolicy('idle onload')).to.throw('"onload"');
  });

  it('reads every generated combination of the words back in order', () => {
    const word = fc.constantFrom('load', 'idle', 'visible', 'interaction', 'media((max-width: 30em))');
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), fc.constantFrom(' ', '  ', '\t', '\n'), (words, gap) => {
        const expected = words
          .filter((w) => w !== 'load')
          .map((w) => (w.startsWith('media(') ? { media: '(max-width: 30em)' } : w));
        expect(parseUpgradePolicy(words.join(gap))).to.deep.equal(expected);
      }),
    );
  });
});

describe('upgrade policy: the built defaults', () => {
  it('holds a gallery back until it is near the window, unless an ancestor says load', () => {
    const page = document.createElement('div');
    page.innerHTML =
      '<fg-gallery id="g1"></fg-gallery><div upgrade="load"><fg-gallery id="g2"></fg-gallery></div>';
    expect(isDue(page.querySelector('#g1') as Element, 'fg-gallery')).to.equal(false);
    expect(isDue(page.querySelector('#g2') as Element, 'fg-gallery')).to.equal(true);
  });

  it('upgrades a component without a default, and a shop component, at load', () => {
    const page = document.createElement('div');
    page.innerHTML = '<fg-system id="s1"></fg-system><my-widget id="w1"></my-widget>';
    expect(isDue(page.querySelector('#s1') as Element, 'fg-system')).to.equal(true);
    expect(isDue(page.querySelector('#w1') as Element, 'my-widget')).to.equal(true);
  });

  it('logs a malformed policy and upgrades the element at load', () => {
    const error = sinon.stub(console, 'error');
    const element = document.createElement('fg-gallery');
    element.id = 'bad';
    element.setAttribute('upgrade', 'soon');
    expect(isDue(element, 'fg-gallery')).to.equal(true);
    expect(String(error.firstCall.args[0])).to.equal(
      'Unknown upgrade condition "soon" (load, idle, visible, interaction, media(…)). On element #bad: it upgrades at load.',
    );
    error.restore();
  });
});

describe('upgrade policy: when elements upgrade', () => {
  let root: HTMLElement;
  let stop: () => void;
  let loads: number;
  let release: () => void;
  let fail: boolean;

  /** Registers TestIsland with a load the test lets through (or fails). */
  function registerIsland(): void {
    release = registerGatedIsland(
      () => {
        loads += 1;
      },
      () => fail,
    );
  }

  beforeEach(async () => {
    // The autoloader's table and policy chunk, there before the first element: an intent before it
    // has arrived finds no listener yet (the server markup takes it), which these tests do not test.
    await import('./component-chunks.ts');
    loads = 0;
    fail = false;
    islandClicks.count = 0;
    islandSubmits.count = 0;
    islandRendering.run = () => {};
    registerIsland();
    root = document.createElement('div');
    document.body.append(root);
    stop = startAutoloader(root);
  });

  afterEach(async () => {
    stop();
    await inAct(() => root.remove());
    sinon.restore();
  });

  /** A server rendered island: its own button, with the id the component's button will have. */
  const island = (id: string, policy: string, extra = '') =>
    `<div id="${id}" data-component="TestIsland" upgrade="${policy}" ${extra}><button type="button" id="${id}-go" style="width:200px;height:40px">server</button></div>`;

  /**
   * An island in the page (an interaction one unless said) and the visitor's pointer going down on
   * its server button: the button, and a spy on the clicks that reach the page.
   */
  const reachForIsland = async (id: string, policy = 'interaction') => {
    root.innerHTML = island(id, policy);
    await settleInAct(10);
    const pageClicks = sinon.spy();
    root.addEventListener('click', pageClicks);
    const server = root.querySelector(`#${id}-go`) as HTMLButtonElement;
    server.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    return { server, pageClicks };
  };

  it('loads nothing for an interaction element until the visitor reaches for it, and shows it is busy meanwhile', async () => {
    root.innerHTML = island('i1', 'interaction');
    await settleInAct(10);
    expect(loads, 'nothing loaded before intent').to.equal(0);
    const element = root.querySelector('#i1') as HTMLElement;
    element.querySelector('button')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await untilInAct(() => loads === 1, 'loading on focus');
    expect(element.getAttribute('aria-busy')).to.equal('true');
    release();
    await untilInAct(() => rendered('i1'), 'rendered');
    expect(element.hasAttribute('aria-busy')).to.equal(false);
  });

  it('replays a click held while the chunk loads on the rendered control, once', async () => {
    const { server, pageClicks: serverClicks } = await reachForIsland('i2');
    clickInside(server);
    expect(serverClicks.called, 'the held click does not reach the page').to.equal(false);
    release();
    await untilInAct(() => islandClicks.count === 1, 'the rendered button clicked');
    await settleInAct(10);
    expect(islandClicks.count).to.equal(1);
    expect(document.activeElement?.id).to.equal('i2-go');
  });

  it('holds a click that comes while the component renders, before its commit, and replays it once', async () => {
    const { server, pageClicks: serverClicks } = await reachForIsland('i6');
    islandRendering.run = () => {
      islandRendering.run = () => {};
      // The chunk is there and the element mounting: the server button is still in the page.
      clickInside(server);
    };
    release();
    await untilInAct(() => islandClicks.count === 1, 'the rendered button clicked');
    await settleInAct(10);
    expect(serverClicks.callCount, 'only the replayed click reaches the page').to.equal(1);
    expect(islandClicks.count).to.equal(1);
  });

  it('replays a click without a spot (Enter submitting the form) on the rendered submit button, not at 0,0', async () => {
    root.innerHTML = `<div id="i9" data-component="TestIsland" upgrade="interaction"><form><input id="i9-q" name="q"><button type="submit">Search</button></form></div>`;
    await settleInAct(10);
    const submits = sinon.spy((event: Event) => event.preventDefault());
    root.addEventListener('submit', submits);
    const field = root.querySelector('#i9-q') as HTMLInputElement;
    field.focus();
    // Enter in the field: the browser clicks the form's submit button, with no spot and no count.
    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    expect(submits.called, 'held: the server form is not sent').to.equal(false);
    // The replay clicks the rendered submit button only: nothing at the page's top left corner.
    const clicked: EventTarget[] = [];
    const onClick = (event: Event) => clicked.push(event.target as EventTarget);
    document.addEventListener('click', onClick, true);
    release();
    await untilInAct(() => islandSubmits.count === 1, 'the rendered form submitted');
    await settleInAct(10);
    document.removeEventListener('click', onClick, true);
    expect(islandSubmits.count).to.equal(1);
    expect(islandClicks.count).to.equal(0);
    expect(clicked.map((target) => (target as Element).outerHTML)).to.deep.equal([
      '<button type="submit">Search</button>',
    ]);
  });

  it('holds a click on a load element while its chunk loads, and replays it once on the rendered control', async () => {
    const { server, pageClicks: serverClicks } = await reachForIsland('i11', 'load');
    expect(loads, 'loading at once').to.equal(1);
    clickInside(server);
    expect(serverClicks.called, 'the held click does not reach the page').to.equal(false);
    release();
    await untilInAct(() => islandClicks.count === 1, 'the rendered button clicked');
    await settleInAct(10);
    expect(serverClicks.callCount, 'only the replayed click reaches the page').to.equal(1);
    expect(islandClicks.count).to.equal(1);
    expect(document.activeElement?.id).to.equal('i11-go');
  });

  it('gives a click held on a load element back to the server markup when the chunk fails', async () => {
    fail = true;
    sinon.stub(console, 'error');
    const { server, pageClicks: given } = await reachForIsland('i12', 'load');
    server.click();
    expect(given.called, 'held while the chunk loads').to.equal(false);
    release();
    await untilInAct(() => given.calledOnce, 'the click given back');
    expect((given.firstCall.args[0] as Event).target).to.equal(server);
    expect(root.querySelector('#i12')?.hasAttribute('aria-busy'), 'no busy state left').to.equal(false);
  });

  it('lets a click on a summary through while the chunk loads: the server details opens at once', async () => {
    root.innerHTML = `<div id="i13" data-component="TestIsland" upgrade="interaction"><details><summary>More</summary><p>Text</p></details></div>`;
    await settleInAct(10);
    const pageClicks = sinon.spy();
    root.addEventListener('click', pageClicks);
    const summary = root.querySelector('#i13 summary') as HTMLElement;
    summary.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await untilInAct(() => loads === 1, 'loading on intent');
    clickInside(summary);
    expect(pageClicks.callCount, 'the click reaches the page').to.equal(1);
    expect((root.querySelector('#i13 details') as HTMLDetailsElement).open, 'opened natively').to.equal(true);
    release();
    await untilInAct(() => rendered('i13'), 'rendered');
    await settleInAct(10);
    expect(islandClicks.count, 'nothing replayed').to.equal(0);
  });

  it('gives a held click back to the server markup when the chunk fails', async () => {
    fail = true;
    sinon.stub(console, 'error');
    const { server, pageClicks: given } = await reachForIsland('i3');
    server.click();
    expect(given.called).to.equal(false);
    release();
    await untilInAct(() => given.calledOnce, 'the click given back');
    expect((given.firstCall.args[0] as Event).target).to.equal(server);
    expect(server.isConnected, 'the server markup stays').to.equal(true);
  });

  it('upgrades a visible element only once it comes near the window', async () => {
    root.innerHTML = `<div style="height:${innerHeight * 3}px"></div>${island('v1', 'visible')}`;
    release();
    await settleInAct(10);
    expect(loads).to.equal(0);
    root.querySelector('#v1')?.scrollIntoView();
    await untilInAct(() => rendered('v1'), 'rendered once scrolled to');
    scrollTo(0, 0);
  });

  it('upgrades an idle element once the page is idle', async () => {
    root.innerHTML = island('d1', 'idle');
    release();
    await untilInAct(() => rendered('d1'), 'rendered when idle');
  });

  it('waits for a media query that does not match, and upgrades for one that does', async () => {
    root.innerHTML = island('m1', 'media((max-width: 1px))') + island('m2', 'media((min-width: 1px))');
    release();
    await untilInAct(() => rendered('m2'), 'the matching one rendered');
    await settleInAct(10);
    expect(rendered('m1')).to.equal(false);
  });

  it('combines conditions: media(…) and visible must both hold', async () => {
    root.innerHTML = `<div style="height:${innerHeight * 3}px"></div>${island('c1', 'media((min-width: 1px)) visible')}`;
    release();
    await settleInAct(10);
    expect(rendered('c1')).to.equal(false);
    root.querySelector('#c1')?.scrollIntoView();
    await untilInAct(() => rendered('c1'), 'rendered once both hold');
    scrollTo(0, 0);
  });

  it('honours defer-hydration: nothing upgrades until it is removed', async () => {
    root.innerHTML = island('h1', 'load', 'defer-hydration');
    release();
    await settleInAct(10);
    expect(rendered('h1')).to.equal(false);
    root.querySelector('#h1')?.removeAttribute('defer-hydration');
    await untilInAct(() => rendered('h1'), 'rendered once the attribute is gone');
  });

  it('upgrades nothing while the page is prerendered', async () => {
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    try {
      root.innerHTML = island('p1', 'load');
      release();
      await settleInAct(10);
      expect(rendered('p1')).to.equal(false);
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
    document.dispatchEvent(new Event('prerenderingchange'));
    await untilInAct(() => rendered('p1'), 'rendered once shown');
  });

  it('dispatches fg:upgraded on the element once its component has rendered', async () => {
    const upgraded = sinon.spy();
    root.addEventListener('fg:upgraded', upgraded);
    root.innerHTML = island('e1', 'load');
    release();
    await untilInAct(() => upgraded.calledOnce, 'the event');
    expect((upgraded.firstCall.args[0] as CustomEvent).detail).to.deep.equal({ id: 'e1' });
    expect(rendered('e1')).to.equal(true);
  });

  it('holds back a tag already defined, swapped in later, until its own policy says', async () => {
    release();
    await import('./test-support/fg-test-island.ts');
    root.innerHTML =
      '<fg-test-island id="t1" upgrade="interaction"><button type="button" id="t1-go">server</button></fg-test-island>';
    await settleInAct(10);
    expect(rendered('t1'), 'defined, not rendered').to.equal(false);
    const server = root.querySelector('#t1-go') as HTMLButtonElement;
    server.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    clickInside(server);
    await untilInAct(() => islandClicks.count === 1, 'rendered and the click replayed');
  });
});
