import { expect } from 'chai';
import { type FakeServer, type FakeXMLHttpRequest, fakeServer } from 'nise';
import sinon from 'sinon';
import { definePartialUpdate } from '../../../elements/fg-partial-update.ts';
import { usePageFixture } from '../test-support/page-fixture.ts';
import { stayOnTestPage } from '../test-support/stay-on-test-page.ts';
import { nextTask } from '../test-support/waits.ts';
import { clearAnswerCaches } from './cached-send.ts';
import { PREFETCH_REST_MS, startPrefetch } from './start-prefetch.ts';

definePartialUpdate();
startPrefetch(document);

const HTML = { 'Content-Type': 'text/html' };
/** The listing's region as the server answers it: its text, the page link and the basket form again. */
const page = (text: string) => `<main id="content" data-pu-container data-pu-prefetch><p>${text}</p>
  <a id="page2" href="/cs/kategorie?page=2">2</a>
  <form id="basket-form" action="/cs/kosik" method="post"><button id="go" type="submit">Add</button></form>
</main>`;

/** Prefetch on intent, the answer cache in front of the engine, and back/forward from it. */
describe('prefetch', () => {
  let server: FakeServer;
  let clock: sinon.SinonFakeTimers;

  beforeEach(() => {
    server = fakeServer.create();
    clock = sinon.useFakeTimers({ now: 1_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    stayOnTestPage();
  });
  usePageFixture(`
      <fg-partial-update target="content" data-pu-prefetch-ttl="10">
        <main id="content" data-pu-container data-pu-prefetch>
          <a id="page2" href="/cs/kategorie?page=2"><span id="label">2</span></a>
          <a id="own" href="/cs/novinky" data-pu-target="side">news</a>
          <a id="event" href="/cs/kosik/pridat/7" data-pu-target="side" data-pu-event-name="addToBasket">add</a>
          <a id="confirm" href="/cs/seznam/smazat" data-confirm="Delete the list?">delete</a>
          <a id="excluded" href="/cs/odhlasit" data-no-prefetch>log out</a>
          <div data-no-prefetch><a id="inside-excluded" href="/cs/ucet">account</a></div>
          <a id="foreign" href="https://other.example/cs/x" data-pu-target="side">elsewhere</a>
          <a id="foreign-url" href="/cs/x" data-pu-target="side" data-pu-url="//other.example/cs/x">elsewhere</a>
          <a id="with-form" href="/cs/filtr" data-pu-target="side" data-pu-submit-id="go">filter</a>
          <a id="fresh" href="/cs/sklad" data-pu-target="side" data-pu-clear-cache>stock</a>
          <form id="basket-form" action="/cs/kosik" method="post"><button id="go" type="submit">Add</button></form>
        </main>
        <aside id="side" data-pu-container><a id="unmarked" href="/cs/jinde">elsewhere</a></aside>
      </fg-partial-update>`);

  afterEach(() => {
    server.restore();
    clearAnswerCaches();
  });

  const link = (id: string) => document.getElementById(id) as HTMLAnchorElement;
  const pointer = (type: string, id: string, init: PointerEventInit = {}) =>
    link(id).dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, ...init }));
  const click = (id: string) =>
    link(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  const request = (index: number) => server.requests[index] as FakeXMLHttpRequest;
  const content = () => document.querySelector('#content > p')?.textContent;
  /** The end of the next update (its fg:pu-complete). */
  const completed = () =>
    new Promise<CustomEvent>((resolve) =>
      document.addEventListener('fg:pu-complete', (event) => resolve(event as CustomEvent), { once: true }),
    );
  /** Clicks the page-2 link: the `count`-th request goes out, and its answer `text` is shown. */
  const clickPage2AnsweredAs = async (count: number, text: string) => {
    const done = completed();
    click('page2');
    expect(server.requests).to.have.length(count);
    request(count - 1).respond(200, HTML, page(text));
    await done;
    expect(content()).to.equal(text);
  };

  it('fetches a marked link after the pointer rests on it, then the click uses that answer', async () => {
    pointer('pointerover', 'page2');
    clock.tick(PREFETCH_REST_MS - 1);
    expect(server.requests).to.have.length(0);
    clock.tick(1);
    expect(server.requests).to.have.length(1);
    const url = new URL(request(0).url, location.origin);
    expect(url.pathname + url.search).to.equal('/cs/kategorie?page=2&_pu_target=content');
    expect(request(0).method).to.equal('GET');
    expect(request(0).requestHeaders['PU-Request']).to.equal('1');
    expect(request(0).requestHeaders['PU-UI-Event']).to.equal('1');
    request(0).respond(200, HTML, page('page 2'));

    const done = completed();
    click('page2');
    expect((await done).detail.error).to.equal(undefined);
    expect(content()).to.equal('page 2');
    expect(server.requests).to.have.length(1);
  });

  it('fetches a link with its own target as its click asks, and the click uses that answer', async () => {
    pointer('pointerdown', 'own');
    expect(server.requests).to.have.length(1);
    const url = new URL(request(0).url, location.origin);
    expect(url.pathname + url.search).to.equal('/cs/novinky?_pu_target=side');
    request(0).respond(200, HTML, '<aside id="side" data-pu-container><p>news</p></aside>');

    const done = completed();
    click('own');
    expect((await done).detail.error).to.equal(undefined);
    expect(document.querySelector('#side > p')?.textContent).to.equal('news');
    expect(server.requests).to.have.length(1);
  });

  it('joins a prefetch still on its way rather than sending the request again', async () => {
    pointer('pointerover', 'page2');
    clock.tick(PREFETCH_REST_MS);
    await clickPage2AnsweredAs(1, 'page 2');
    expect(server.requests).to.have.length(1);
  });

  it('fetches at once on pointerdown', () => {
    pointer('pointerdown', 'page2');
    expect(server.requests).to.have.length(1);
    const url = new URL(request(0).url, location.origin);
    expect(url.pathname + url.search).to.equal('/cs/kategorie?page=2&_pu_target=content');
  });

  it('fetches at once on touchstart', () => {
    document.getElementById('label')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(server.requests).to.have.length(1);
  });

  it('sends nothing when the pointer leaves before the rest is over', () => {
    pointer('pointerover', 'page2');
    clock.tick(PREFETCH_REST_MS - 1);
    // Onto the link's own text: still on the link.
    pointer('pointerout', 'page2', { relatedTarget: document.getElementById('label') });
    pointer('pointerout', 'label', { relatedTarget: document.body });
    clock.tick(10 * PREFETCH_REST_MS);
    expect(server.requests).to.have.length(0);
  });

  it('sends nothing for a link outside any data-pu-prefetch element', () => {
    pointer('pointerdown', 'unmarked');
    expect(server.requests).to.have.length(0);
  });

  for (const [id, why] of [
    ['event', 'carries an event name'],
    ['confirm', 'asks for a confirm'],
    ['excluded', 'is marked data-no-prefetch'],
    ['inside-excluded', 'is inside a data-no-prefetch element'],
    ['foreign', 'points to another origin'],
    ['foreign-url', 'names another origin in data-pu-url'],
    ['with-form', 'submits a form'],
    ['fresh', 'bypasses the cache'],
  ]) {
    it(`never prefetches a link that ${why}`, () => {
      pointer('pointerdown', id as string);
      pointer('pointerover', id as string);
      clock.tick(10 * PREFETCH_REST_MS);
      expect(server.requests).to.have.length(0);
    });
  }

  it('never prefetches under Save-Data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      pointer('pointerdown', 'page2');
      pointer('pointerover', 'page2');
      clock.tick(10 * PREFETCH_REST_MS);
      expect(server.requests).to.have.length(0);
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });

  it('asks again once the TTL (data-pu-prefetch-ttl, seconds) has passed', async () => {
    pointer('pointerdown', 'page2');
    request(0).respond(200, HTML, page('page 2'));
    await nextTask();
    clock.tick(9_999);
    const early = completed();
    click('page2');
    await early;
    expect(server.requests).to.have.length(1);
    clock.tick(1);
    await clickPage2AnsweredAs(2, 'page 2 again');
  });

  for (const [why, status, headers] of [
    ['an error answer', 500, HTML],
    ['a 404', 404, HTML],
    ['an answer marked no-store', 200, { ...HTML, 'Cache-Control': 'no-store' }],
    ['an answer flagged PU-Error', 200, { ...HTML, 'PU-Error': 'failed' }],
  ] as const) {
    it(`does not keep ${why}: the click asks again`, async () => {
      pointer('pointerdown', 'page2');
      request(0).respond(status, headers, page('first'));
      await nextTask();
      await clickPage2AnsweredAs(2, 'second');
    });
  }

  it('never caches a POST, and a POST clears the cache', async () => {
    pointer('pointerdown', 'page2');
    request(0).respond(200, HTML, page('page 2'));
    for (const index of [1, 2]) {
      const posted = completed();
      const form = document.getElementById('basket-form') as HTMLFormElement;
      form.requestSubmit(document.getElementById('go') as HTMLButtonElement);
      expect(server.requests).to.have.length(index + 1);
      expect(request(index).method).to.equal('POST');
      request(index).respond(200, HTML, page(`posted ${index}`));
      await posted;
    }
    await clickPage2AnsweredAs(4, 'page 2 after the post');
  });

  it('does not keep an answer asked for before a POST and arriving after it', async () => {
    pointer('pointerdown', 'page2');
    const posted = completed();
    (document.getElementById('basket-form') as HTMLFormElement).requestSubmit(
      document.getElementById('go') as HTMLButtonElement,
    );
    request(1).respond(200, HTML, page('posted'));
    await posted;
    request(0).respond(200, HTML, page('page 2 from before the post'));
    await nextTask();
    await clickPage2AnsweredAs(3, 'page 2 after the post');
  });

  describe('back and forward', () => {
    const restore = () =>
      window.dispatchEvent(
        new PopStateEvent('popstate', {
          state: { fg: { requestTarget: 'content', target: 'content', url: '/cs/kategorie?page=2' } },
        }),
      );

    async function cachedPage2(): Promise<void> {
      pointer('pointerdown', 'page2');
      request(0).respond(200, HTML, page('page 2'));
    }

    it('shows the cached regions at once, then replaces them when the server answers differently', async () => {
      await cachedPage2();
      const shown = completed();
      restore();
      expect((await shown).detail.error).to.equal(undefined);
      expect(content()).to.equal('page 2');
      // Asked again behind the scenes, with the back/forward's own request.
      expect(server.requests).to.have.length(2);
      const url = new URL(request(1).url, location.origin);
      expect(url.searchParams.get('_pu_target')).to.equal('content');
      expect(url.searchParams.get('page')).to.equal('2');
      const replaced = completed();
      request(1).respond(200, HTML, page('page 2, prices changed'));
      await replaced;
      expect(content()).to.equal('page 2, prices changed');
      // The newer answer came from that request: nothing asked a third time.
      expect(server.requests).to.have.length(2);
    });

    it('leaves the regions alone when the server answers the same', async () => {
      await cachedPage2();
      const shown = completed();
      restore();
      await shown;
      const region = document.getElementById('content');
      const starts = sinon.spy();
      document.addEventListener('fg:pu-start', starts);
      request(1).respond(200, HTML, page('page 2'));
      await nextTask();
      document.removeEventListener('fg:pu-start', starts);
      expect(starts.called).to.equal(false);
      expect(document.getElementById('content')).to.equal(region);
    });

    it('requests as before when the entry is not cached', async () => {
      const started = new Promise((resolve) =>
        document.addEventListener('fg:pu-start', resolve, { once: true }),
      );
      const done = completed();
      restore();
      await started;
      expect(server.requests).to.have.length(1);
      request(0).respond(200, HTML, page('page 2 from the server'));
      await done;
      expect(content()).to.equal('page 2 from the server');
      expect(server.requests).to.have.length(1);
    });
  });
});
