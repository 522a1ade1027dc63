import { expect } from 'chai';
import sinon from 'sinon';
import { absoluteUrl } from '../../core/test-support/absolute-url.ts';
import { clickLeftToBrowser } from '../../core/test-support/click-left-to-browser.ts';
import { afterZeroDelayTimers, until } from '../../core/test-support/waits.ts';
import { flowPage } from '../user-tools/test-support/flows-test-kit.ts';
import { startPagination } from './start-pagination.ts';

const listPage = (id: string, page: number, loaded = 1, items = [`${id}-${page}a`, `${id}-${page}b`]) => `
  <section id="${id}" data-pagination data-pagination-page="${page}" data-pagination-loaded-pages="${loaded}"
           data-pagination-page-param="${id}Page" data-pagination-loaded-param="${id}Loaded">
    <ul data-pagination-items>${items.map((item) => `<li>${item}</li>`).join('')}</ul>
    <nav data-pagination-nav aria-label="pages">
      <a data-pagination-next href="/list?${id}Page=${page + 1}">Load more</a>
      <a class="num" href="/list?${id}Page=3">3</a>
    </nav>
  </section>`;

describe('pagination', () => {
  /** The test page's own address: "Load more" writes the list's pages into the address. */
  const pageAddress = location.href;
  let fetchStub: sinon.SinonStub;
  let push: sinon.SinonStub;
  let pending: Array<(body: string) => void>;

  beforeEach(() => {
    history.replaceState(null, '', pageAddress);
    pending = [];
    fetchStub = sinon
      .stub(window, 'fetch')
      .callsFake(
        () =>
          new Promise<Response>((resolve) =>
            pending.push((body) => resolve(new Response(body, { status: 200 }))),
          ),
      );
    push = sinon.stub(history, 'pushState');
  });
  const page = flowPage(startPagination, () => {
    const root = document.createElement('div');
    root.lang = 'cs';
    root.innerHTML = listPage('news', 1) + listPage('actions', 1);
    return root;
  });
  afterEach(() => {
    history.replaceState(null, '', pageAddress);
  });

  const click = (selector: string) => (page.root.querySelector(selector) as HTMLElement).click();
  const items = (id: string) => [...page.root.querySelectorAll(`#${id} li`)].map((li) => li.textContent);
  /** Answers the pending fetch and waits (task turns, no clock) until no list is busy any more. */
  const answer = async (body: string) => {
    pending.shift()?.(body);
    await afterZeroDelayTimers();
    await until(
      () => !page.root.querySelector('[data-pagination][aria-busy]'),
      'no list busy',
      afterZeroDelayTimers,
    );
    // The items are placed in the task that cleared the busy state; one more turn for its follow-ups.
    await afterZeroDelayTimers();
  };

  it('shows the loading text while fetching, then appends the next page and replaces the block', async () => {
    click('#news [data-pagination-next]');
    const next = page.root.querySelector('#news [data-pagination-next]') as HTMLElement;
    expect(next.textContent).to.equal('Načítám…');
    expect(String(fetchStub.firstCall.args[0])).to.equal(absoluteUrl('/list?newsPage=2'));
    await answer(listPage('news', 2));
    expect(items('news')).to.deep.equal(['news-1a', 'news-1b', 'news-2a', 'news-2b']);
    expect(page.root.querySelector('#news [data-pagination-next]')?.getAttribute('href')).to.equal(
      '/list?newsPage=3',
    );
    expect(items('actions')).to.deep.equal(['actions-1a', 'actions-1b']);
  });

  it('marks every shown page current after loading more, as a full load of the address does', async () => {
    const block = (page: number) => `
      <section id="news" data-pagination data-pagination-page="${page}" data-pagination-loaded-pages="1"
               data-pagination-page-param="newsPage" data-pagination-loaded-param="newsLoaded">
        <ul data-pagination-items><li>news-${page}a</li></ul>
        <nav data-pagination-nav aria-label="pages">
          <a data-pagination-next href="/list?newsPage=${page + 1}">Load more</a>
          ${page > 1 ? `<ul><li><a rel="prev" href="/list?newsPage=${page - 1}">Previous</a></li></ul>` : ''}
          ${[1, 2, 3, 4].map((n) => `<a href="/list?newsPage=${n}"${n === page ? ' aria-current="page"' : ''}>${n}</a>`).join('')}
          <a rel="next" href="/list?newsPage=${page + 1}">Next</a>
        </nav>
      </section>`;
    // The list's own block, as the server renders page 1 (no previous page).
    page.root.querySelector('#news')?.replaceWith(document.createRange().createContextualFragment(block(1)));
    click('#news [data-pagination-next]');
    await answer(block(2));
    click('#news [data-pagination-next]');
    await answer(block(3));
    const marked = [...page.root.querySelectorAll('#news nav [aria-current="page"]')].map(
      (a) => a.textContent,
    );
    expect(marked).to.deep.equal(['1', '2', '3']);
    // The first page shown is still page 1, which has no previous page: the answer's link and its
    // list item are gone.
    expect(page.root.querySelector('#news nav [rel~="prev"]')).to.equal(null);
    expect(page.root.querySelectorAll('#news nav li').length).to.equal(0);
  });

  it('moves focus to the first new item after loading more', async () => {
    click('#news [data-pagination-next]');
    await answer(listPage('news', 2));
    expect(document.activeElement?.textContent).to.equal('news-2a');
  });

  it('moves the focus in the task that appends the items, before the address is recorded', async () => {
    // What the page shows when the items appear: a focus moved after a wait would scroll the
    // window back under a shopper who has scrolled on meanwhile.
    const focusedWhenAppended: (string | null | undefined)[] = [];
    const list = page.root.querySelector('#news [data-pagination-items]') as Element;
    const watcher = new MutationObserver(() => focusedWhenAppended.push(document.activeElement?.textContent));
    watcher.observe(list, { childList: true });
    click('#news [data-pagination-next]');
    await answer(listPage('news', 2));
    watcher.disconnect();
    expect(focusedWhenAppended).to.deep.equal(['news-2a']);
  });

  it('remembers per instance the address that shows every loaded page', async () => {
    click('#news [data-pagination-next]');
    await answer(listPage('news', 2));
    click('#news [data-pagination-next]');
    await answer(listPage('news', 3));
    const remembered = new URL(history.state.fgPagination.news, location.origin);
    expect(remembered.searchParams.get('newsPage')).to.equal('1');
    expect(remembered.searchParams.get('newsLoaded')).to.equal('3');
    expect(history.state.fgPagination).not.to.have.property('actions');
  });

  it('writes the loaded pages into the address in place, so a reload or a shared link shows them all', async () => {
    click('#news [data-pagination-next]');
    await answer(listPage('news', 2));
    click('#news [data-pagination-next]');
    await answer(listPage('news', 3));
    const address = new URL(location.href);
    expect(address.searchParams.get('newsPage')).to.equal('1');
    expect(address.searchParams.get('newsLoaded')).to.equal('3');
    expect(address.searchParams.has('actionsLoaded'), 'the other list keeps its parameters').to.equal(false);
    // The page's own parameters stay.
    expect(address.searchParams.get('wtr-session-id')).to.equal(
      new URL(pageAddress).searchParams.get('wtr-session-id'),
    );
    expect(push.called, 'no entry per "Load more": Back leaves the list').to.equal(false);
  });

  it('keeps where the visitor was in the entry a numbered page leaves, and puts the page there on coming back', async () => {
    document.body.style.minHeight = '5000px';
    try {
      window.scrollTo(0, 700);
      click('#news a.num');
      await answer(listPage('news', 3));
      expect(history.state.fgScroll).to.deep.equal({ x: 0, y: 700 });
      // Back to the entry left (pushState is stubbed: the test puts its state back itself).
      history.replaceState({ fgScroll: history.state.fgScroll }, '', pageAddress);
      window.scrollTo(0, 0);
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      await answer(listPage('news', 1));
      expect(window.scrollY).to.equal(700);
    } finally {
      document.body.style.minHeight = '';
      window.scrollTo(0, 0);
    }
  });

  it('gives a numbered page the title of its page', async () => {
    const title = document.title;
    try {
      click('#news a.num');
      await answer(`<title>News, page 3 | Shop</title>${listPage('news', 3)}`);
      expect(document.title).to.equal('News, page 3 | Shop');
    } finally {
      document.title = title;
    }
  });

  it('replaces the list for a numbered page and adds a history entry with only its own parameter', async () => {
    click('#news a.num');
    await answer(listPage('news', 3));
    expect(items('news')).to.deep.equal(['news-3a', 'news-3b']);
    const address = new URL(String(push.firstCall.args[2]), location.origin);
    expect(address.searchParams.get('newsPage')).to.equal('3');
    expect(address.searchParams.has('actionsPage')).to.equal(false);
    expect(items('actions')).to.deep.equal(['actions-1a', 'actions-1b']);
  });

  it('restores the remembered pages of an instance on back/forward', async () => {
    history.replaceState({ fgPagination: { actions: '/list?actionsPage=1&actionsLoaded=2' } }, '');
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    expect(String(fetchStub.firstCall.args[0])).to.equal(absoluteUrl('/list?actionsPage=1&actionsLoaded=2'));
    await answer(listPage('actions', 1, 2, ['a1', 'a2', 'a3', 'a4']));
    expect(items('actions')).to.deep.equal(['a1', 'a2', 'a3', 'a4']);
    expect(fetchStub.callCount).to.equal(1);
  });

  it('leaves a link to another origin to the browser', async () => {
    (page.root.querySelector('#news a.num') as HTMLAnchorElement).href =
      'https://evil.example/list?newsPage=3';
    expect(clickLeftToBrowser(page.root.querySelector('#news a.num') as Element)).to.equal(true);
    await afterZeroDelayTimers();
    expect(fetchStub.called).to.equal(false);
    expect(items('news')).to.deep.equal(['news-1a', 'news-1b']);
  });

  it('keeps the list as it was when the answer has no such list', async () => {
    const log = sinon.stub(console, 'error');
    click('#news [data-pagination-next]');
    await answer('<p>maintenance</p>');
    expect(items('news')).to.deep.equal(['news-1a', 'news-1b']);
    expect(page.root.querySelector('#news [data-pagination-next]')?.textContent).to.equal('Load more');
    expect(String(log.firstCall.args[0])).to.contain('has no list #news');
  });
  it('tells the shopper beside "Load more" when the page cannot be fetched, and takes it away when it can', async () => {
    sinon.stub(console, 'error');
    fetchStub.onFirstCall().rejects(new TypeError('Failed to fetch'));
    click('#news [data-pagination-next]');
    await until(
      () => page.root.querySelector('[data-fg-failure]') !== null,
      'the failure told',
      afterZeroDelayTimers,
    );
    const next = page.root.querySelector('#news [data-pagination-next]') as HTMLElement;
    const notice = next.nextElementSibling as HTMLElement;
    expect(notice.matches('[data-fg-failure][role="status"]')).to.equal(true);
    expect(notice.querySelector('.fg-failure__text')?.textContent).to.equal(
      'Nepodařilo se spojit s obchodem. Zkontrolujte připojení.',
    );
    expect(items('news')).to.deep.equal(['news-1a', 'news-1b']);
    (notice.querySelector('.fg-failure__retry') as HTMLButtonElement).click();
    await answer(listPage('news', 2));
    expect(items('news')).to.deep.equal(['news-1a', 'news-1b', 'news-2a', 'news-2b']);
    expect(page.root.querySelector('[data-fg-failure]')).to.equal(null);
  });

  it('goes back to the page the address names when the entry remembers nothing', async () => {
    click('#news a.num');
    await answer(listPage('news', 3));
    expect(items('news')).to.deep.equal(['news-3a', 'news-3b']);
    // Back to the first entry: no remembered state, and the address has no newsPage (the first page).
    history.replaceState(null, '');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(
      new URL(String(fetchStub.lastCall.args[0]), location.origin).searchParams.get('newsPage'),
    ).to.equal('1');
    await answer(listPage('news', 1));
    expect(items('news')).to.deep.equal(['news-1a', 'news-1b']);
  });
});
