import { expect } from 'chai';
import sinon from 'sinon';
import '../../../elements/fg-universal-pagination-button.ts';
import {
  axeViolations,
  flushMicrotasks,
  inAct,
  mountFixture,
  removeFixture,
} from '../../../elements/test-support/react-act.ts';
import { absoluteUrl } from '../../core/test-support/absolute-url.ts';

const page = (items: string[], next: string | null) => `<!doctype html><html><body>
  <ul id="news">${items.map((item) => `<li><a href="/cs/novinky/${item}">${item}</a></li>`).join('')}</ul>
  <div id="more">${next ? `<a href="${next}">Další</a>` : ''}</div></body></html>`;

describe('UniversalPaginationButton', () => {
  let root: HTMLElement;
  let fetchStub: sinon.SinonStub;
  let answer: (body: string) => void;

  const mount = async (attributes = '') => {
    root = await mountFixture(`
        <ul id="news"><li>a</li><li>b</li></ul>
        <fg-universal-pagination-button id="more" list="news" ${attributes}>
          <a href="/cs/novinky?page=2">Další</a>
        </fg-universal-pagination-button>`);
  };

  beforeEach(() => {
    fetchStub = sinon.stub(window, 'fetch').callsFake(
      () =>
        new Promise((resolve) => {
          // A response whose body is read in microtasks, so the test needs no real waiting.
          answer = (body) =>
            resolve({ ok: true, status: 200, text: () => Promise.resolve(body) } as Response);
        }),
    );
  });

  afterEach(async () => {
    await removeFixture(root);
    sinon.restore();
  });

  const button = () => root.querySelector('button') as HTMLButtonElement | null;
  const items = () => [...root.querySelectorAll('#news li')].map((item) => item.textContent);

  it('turns the server link into a Load more button in the page language, English by default', async () => {
    await mount('lang="en"');
    expect(button()?.textContent).to.equal('Load more');
    expect(button()?.getAttribute('aria-controls')).to.equal('news');
    await inAct(() => root.remove());
    await mount('lang="pt"');
    expect(button()?.textContent).to.equal('Load more');
    await inAct(() => root.remove());
    await mount('lang="de"');
    expect(button()?.textContent).to.equal('Mehr laden');
  });

  it('shows loading, appends the next page items, focuses the first and keeps the next address', async () => {
    await mount('lang="en"');
    const seen: string[] = [];
    root.addEventListener('fg:pagination-load', (event) => seen.push(`load ${event.detail.url}`));
    root.addEventListener('fg:pagination-complete', (event) => seen.push(`complete ${event.detail.url}`));
    await inAct(() => button()?.click());
    expect(fetchStub.firstCall.args[0]).to.equal(absoluteUrl('/cs/novinky?page=2'));
    expect(button()?.textContent).to.equal('loading');
    expect(button()?.getAttribute('aria-busy')).to.equal('true');
    answer(page(['c', 'd'], '/cs/novinky?page=3'));
    await flushMicrotasks(20);
    expect(items()).to.deep.equal(['a', 'b', 'c', 'd']);
    expect(document.activeElement?.textContent).to.equal('c');
    expect(button()?.textContent).to.equal('Load more');
    await inAct(() => button()?.click());
    expect(fetchStub.secondCall.args[0]).to.equal(absoluteUrl('/cs/novinky?page=3'));
    answer(page(['e'], null));
    await flushMicrotasks(20);
    expect(items()).to.deep.equal(['a', 'b', 'c', 'd', 'e']);
    expect(button()).to.equal(null);
    expect(seen).to.deep.equal([
      'load /cs/novinky?page=2',
      'complete /cs/novinky?page=2',
      'load /cs/novinky?page=3',
      'complete /cs/novinky?page=3',
    ]);
  });

  it('never fetches another origin', async () => {
    const error = sinon.stub(console, 'error');
    await mount('href="https://evil.example/page2"');
    await inAct(() => button()?.click());
    await flushMicrotasks(20);
    expect(fetchStub.called).to.equal(false);
    expect(String(error.firstCall.args[0])).to.contain('not on this origin');
  });

  it('is axe-clean', async () => {
    await mount();
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
