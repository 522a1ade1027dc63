import { expect } from 'chai';
import type { FakeXMLHttpRequest } from 'nise';
import sinon from 'sinon';
import { emit } from '../../core/events.ts';
import { partialUpdate } from '../../core/partial-update.ts';
import { settle } from '../../core/test-support/waits.ts';
import { refreshUserTools } from './refresh-user-tools.ts';
import { startUserTools } from './start-user-tools.ts';
import { flowPage } from './test-support/flows-test-kit.ts';

const html = { 'Content-Type': 'text/html' };
const toolsAnswer = (label: string) =>
  '<!--pu:delimiters-->' +
  `<!--pu:widget userMenu--><div id="userMenu">${label} menu</div>` +
  `<!--pu:widget userLists--><nav id="userLists">${label} lists</nav>` +
  `<!--pu:widget userListsRwd--><nav id="userListsRwd">${label} lists rwd</nav>`;

describe('user tools refresh', () => {
  let pageLang: string;

  beforeEach(() => {
    pageLang = document.documentElement.lang;
    document.documentElement.lang = 'cs';
  });
  /** Loads of the page again that the tools asked for (a test page is not reloaded). */
  let reloads = 0;
  beforeEach(() => {
    reloads = 0;
  });
  const page = flowPage(
    (doc) =>
      startUserTools(doc, () => {
        reloads += 1;
      }),
    `
      <div id="userMenu">old menu</div><nav id="userLists">old lists</nav><nav id="userListsRwd">old rwd</nav>
      <div id="basket"><p>basket</p><button id="plain">change</button></div>
      <div id="marked" data-refresh-user-tools><button id="inMarked">x</button></div>
      <div id="cartArea" data-refresh-user-tools="cart"><button id="inCartArea">x</button></div>`,
  );
  afterEach(() => {
    document.documentElement.lang = pageLang;
  });

  const { requests } = page;
  const urlOf = (request: FakeXMLHttpRequest) => new URL(request.url, location.origin);
  const text = (id: string) => document.getElementById(id)?.textContent;

  /** Runs an update of #basket with a command and answers it; returns the requests that followed. */
  async function basketUpdate(
    options: { eventName?: string; source?: string; status?: number; error?: string } = {},
  ) {
    const done = partialUpdate(
      { target: 'basket', url: '/cs/kosik', eventName: options.eventName },
      { source: options.source ? document.getElementById(options.source) : null },
    ).catch(() => null);
    const headers = options.error ? { ...html, 'PU-Error': options.error } : html;
    requests()[0]?.respond(options.status ?? 200, headers, '<div id="basket"><p>new basket</p></div>');
    await done;
    await settle();
    return requests().slice(1);
  }

  it('refreshes the three regions in one request to /qf/{lang}/ramjet/include', async () => {
    const done = refreshUserTools();
    expect(requests()).to.have.length(1);
    const request = requests()[0] as FakeXMLHttpRequest;
    const url = urlOf(request);
    expect(request.method).to.equal('GET');
    expect(url.pathname).to.equal('/qf/cs/ramjet/include');
    expect(url.searchParams.get('_pu_target')).to.equal('userMenu+userLists+userListsRwd');
    expect(url.searchParams.has('updatedCart')).to.equal(false);
    expect(request.requestHeaders['PU-Request']).to.equal('1');
    expect(request.requestHeaders['PU-UI-Event'], 'a refresh leaves the messages out').to.equal(undefined);
    request.respond(200, html, toolsAnswer('new'));
    const result = await done;
    expect(result?.status).to.equal('swapped');
    expect([text('userMenu'), text('userLists'), text('userListsRwd')]).to.deep.equal([
      'new menu',
      'new lists',
      'new lists rwd',
    ]);
  });

  it('sends updatedCart=1 when the basket changed', async () => {
    void refreshUserTools({ updatedCart: true });
    expect(urlOf(requests()[0] as FakeXMLHttpRequest).searchParams.get('updatedCart')).to.equal('1');
    requests()[0]?.respond(200, html, toolsAnswer('new'));
    await settle();
  });

  it('takes the language from <html lang>, falling back to cs', async () => {
    document.documentElement.lang = 'de-AT';
    void refreshUserTools();
    document.documentElement.lang = 'xx';
    void refreshUserTools();
    document.documentElement.lang = '';
    void refreshUserTools({ lang: 'sk' });
    expect(requests().map((request) => urlOf(request).pathname)).to.deep.equal([
      '/qf/de/ramjet/include',
      '/qf/cs/ramjet/include',
      '/qf/sk/ramjet/include',
    ]);
    requests()[2]?.respond(200, html, toolsAnswer('new'));
    await settle();
  });

  it('asks only for the regions the page has, and not at all without them', async () => {
    document.getElementById('userListsRwd')?.remove();
    void refreshUserTools();
    expect(urlOf(requests()[0] as FakeXMLHttpRequest).searchParams.get('_pu_target')).to.equal(
      'userMenu+userLists',
    );
    requests()[0]?.respond(200, html, toolsAnswer('new'));
    await settle();
    expect(text('userLists')).to.equal('new lists');
    document.getElementById('userMenu')?.remove();
    document.getElementById('userLists')?.remove();
    expect(await refreshUserTools()).to.equal(null);
    expect(requests()).to.have.length(1);
  });

  it('keeps the basket flag when a newer refresh replaces one still running', async () => {
    void refreshUserTools({ updatedCart: true });
    void refreshUserTools();
    expect(requests()[0]?.aborted).to.equal(true);
    expect(urlOf(requests()[1] as FakeXMLHttpRequest).searchParams.get('updatedCart')).to.equal('1');
    requests()[1]?.respond(200, html, toolsAnswer('new'));
    await settle();
    void refreshUserTools();
    expect(urlOf(requests()[2] as FakeXMLHttpRequest).searchParams.has('updatedCart')).to.equal(false);
    requests()[2]?.respond(200, html, toolsAnswer('new'));
    await settle();
  });

  for (const eventName of ['addToBasket', 'changeBasket', 'removeFromBasket']) {
    it(`refreshes with updatedCart=1 after a successful ${eventName}`, async () => {
      const followUps = await basketUpdate({ eventName });
      expect(followUps).to.have.length(1);
      const url = urlOf(followUps[0] as FakeXMLHttpRequest);
      expect(url.pathname).to.equal('/qf/cs/ramjet/include');
      expect(url.searchParams.get('updatedCart')).to.equal('1');
      followUps[0]?.respond(200, html, toolsAnswer('after'));
      await settle();
      expect(text('userMenu')).to.equal('after menu');
    });
  }

  for (const eventName of ['login', 'logout', 'addToList', 'removeFromList', 'changeList', 'createList']) {
    it(`refreshes without the basket flag after a successful ${eventName}`, async () => {
      const followUps = await basketUpdate({ eventName });
      expect(followUps).to.have.length(1);
      expect(urlOf(followUps[0] as FakeXMLHttpRequest).searchParams.has('updatedCart')).to.equal(false);
    });
  }

  it('does not refresh after other commands or after a failed update', async () => {
    expect(await basketUpdate({ eventName: 'showDetail' })).to.have.length(0);
    page.server.requests.length = 0;
    expect(await basketUpdate({ eventName: 'addToBasket', status: 500 })).to.have.length(0);
    page.server.requests.length = 0;
    expect(await basketUpdate({ eventName: 'addToBasket', error: 'out-of-stock' })).to.have.length(0);
  });

  it('refreshes after an update started inside an area marked data-refresh-user-tools', async () => {
    const followUps = await basketUpdate({ source: 'inMarked' });
    expect(followUps).to.have.length(1);
    expect(urlOf(followUps[0] as FakeXMLHttpRequest).searchParams.has('updatedCart')).to.equal(false);
    page.server.requests.length = 0;
    const cart = await basketUpdate({ source: 'inCartArea' });
    expect(urlOf(cart[0] as FakeXMLHttpRequest).searchParams.get('updatedCart')).to.equal('1');
    cart[0]?.respond(200, html, toolsAnswer('after'));
    await settle();
    page.server.requests.length = 0;
    expect(await basketUpdate({ source: 'plain' })).to.have.length(0);
  });

  it('refreshes on a userTools push, with the basket flag when the push says so', async () => {
    emit(document, 'fg:push', { event: 'userTools' });
    emit(document, 'fg:push', { event: 'userTools', data: { updatedCart: true } });
    emit(document, 'fg:push', { event: 'somethingElse' });
    await settle();
    expect(requests()).to.have.length(2);
    expect(urlOf(requests()[0] as FakeXMLHttpRequest).searchParams.has('updatedCart')).to.equal(false);
    expect(urlOf(requests()[1] as FakeXMLHttpRequest).searchParams.get('updatedCart')).to.equal('1');
    requests()[1]?.respond(200, html, toolsAnswer('pushed'));
    await settle();
    expect(text('userListsRwd')).to.equal('pushed lists rwd');
  });

  it('refreshes, with the basket flag, when the page comes back from the back/forward cache', async () => {
    dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    await settle();
    expect(requests(), 'a page loaded afresh shows the session as it is').to.have.length(0);
    dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await settle();
    expect(requests()).to.have.length(1);
    expect(urlOf(requests()[0] as FakeXMLHttpRequest).searchParams.get('updatedCart')).to.equal('1');
    requests()[0]?.respond(200, html, toolsAnswer('restored'));
    await settle();
    expect(text('userMenu')).to.equal('restored menu');
    expect(reloads, 'the session changed since: the page shows it elsewhere too').to.equal(1);
  });

  it('keeps a restored page whose user tools are still what it showed', async () => {
    dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await settle();
    requests()[0]?.respond(200, html, toolsAnswer('old').replace('old lists rwd', 'old rwd'));
    await settle();
    expect(text('userMenu')).to.equal('old menu');
    expect(reloads).to.equal(0);
  });

  it('keeps a restored page when the refresh fails', async () => {
    dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await settle();
    requests()[0]?.respond(500, html, 'down');
    await settle();
    expect(reloads).to.equal(0);
  });

  it('leaves the page where the shopper is, though it is scrolled past the user tools', async () => {
    const below = document.createElement('div');
    below.style.height = '4000px';
    page.root.append(below);
    const shopperAt = document.getElementById('userMenu')!.getBoundingClientRect().bottom + scrollY + 1500;
    scrollTo({ top: shopperAt, behavior: 'instant' });
    expect(Math.round(scrollY), 'the shopper is down the page').to.equal(Math.round(shopperAt));
    // A replaced region the page is past is scrolled to 50 ms after the swap, over 250 ms: fake time.
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const done = refreshUserTools({ updatedCart: true });
      requests()[0]?.respond(200, html, toolsAnswer('new'));
      await done;
      await settle();
      await clock.tickAsync(1000);
      expect(text('userMenu')).to.equal('new menu');
      expect(Math.round(scrollY)).to.equal(Math.round(shopperAt));
    } finally {
      clock.restore();
      scrollTo({ top: 0, behavior: 'instant' });
    }
  });

  it('stops listening when stopped', async () => {
    page.stop();
    emit(document, 'fg:push', { event: 'userTools' });
    dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await settle();
    expect(await basketUpdate({ eventName: 'addToBasket' })).to.have.length(0);
  });
});
