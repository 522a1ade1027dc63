import { expect } from 'chai';
import sinon from 'sinon';
import { SESSION_EXPIRY_RELOAD_WINDOW_MS } from './constants.ts';
import { SessionExpiredError } from './errors.ts';
import { pageNavigation } from './page-navigation.ts';
import { partialUpdate } from './partial-update.ts';
import { HTML_HEADERS, useEngineFixture } from './test-support/engine-fixture.ts';

const startAddress = location.href;

describe('session expiry', () => {
  const engine = useEngineFixture();
  let replace: sinon.SinonStub;
  beforeEach(() => {
    replace = sinon.stub(pageNavigation, 'replace');
  });
  afterEach(() => {
    history.replaceState(null, '', startAddress);
  });
  const reload = () => pageNavigation.reload as sinon.SinonStub;
  /** What follows runs as in the page the reload brought: a document with a time origin of its own. */
  let pages = 0;
  const reloadedPage = () => {
    pages += 1;
    const origin = performance.timeOrigin + pages;
    sinon.stub(performance, 'timeOrigin').get(() => origin);
  };

  async function answer(body: string, headers: Record<string, string> = {}) {
    const done = partialUpdate({ target: 'inner', url: '/x' }).catch((error: unknown) => error);
    engine.lastRequest().respond(200, { ...HTML_HEADERS, ...headers }, body);
    return done;
  }

  it('reloads when the server helper sends PU-Session-Expired', async () => {
    const result = await answer('<div id="inner">x</div>', { 'PU-Session-Expired': '1' });
    expect(result).to.include({ status: 'reloaded' });
    expect(reload().calledOnce).to.equal(true);
    expect(document.getElementById('inner')?.textContent).to.equal('old inner');
  });

  it('reloads for a login form posting to the login path, and for the server helper expiry body', async () => {
    await answer(`<div id="inner"><form method="post" action='/qf/en/ramjet/performLogin'></form></div>`);
    expect(reload().callCount).to.equal(1);
    sessionStorage.clear();
    await answer('<div id="pu-session-expired"><a href="/qf/cs/ramjet/performLogin">Přihlásit se</a></div>');
    expect(reload().callCount).to.equal(2);
  });

  it('swaps a page that only mentions performLogin (a search for the word)', async () => {
    const result = await answer(
      '<div id="inner"><h1>Results for performLogin</h1><a href="/en/search?q=performLogin">again</a></div>',
    );
    expect(result).to.include({ status: 'swapped' });
    expect(reload().called).to.equal(false);
    expect(document.getElementById('inner')?.textContent).to.contain('Results for performLogin');
  });

  it(`reloads an address at most once within ${SESSION_EXPIRY_RELOAD_WINDOW_MS} ms, then reports the error`, async () => {
    const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const expired = { 'PU-Session-Expired': '1' };
    await answer('<div id="inner"></div>', expired);
    clock.tick(SESSION_EXPIRY_RELOAD_WINDOW_MS - 1);
    reloadedPage();
    const second = await answer('<div id="inner"></div>', expired);
    expect(second).to.be.instanceOf(SessionExpiredError);
    expect(reload().callCount).to.equal(1);
    clock.tick(1);
    await answer('<div id="inner"></div>', expired);
    expect(reload().callCount).to.equal(2);
  });

  it('reloads once for several updates of the page that meet the expiry before the reload begins', async () => {
    const expired = { ...HTML_HEADERS, 'PU-Session-Expired': '1' };
    // Two regions asked for at once (a list and the user tools), both answered "expired".
    const updates = ['inner', 'side'].map((target) => {
      const done = partialUpdate({ target, url: `/${target}` }).catch((error: unknown) => error);
      engine.lastRequest().respond(200, expired, `<div id="${target}"></div>`);
      return done;
    });
    const results = await Promise.all(updates);
    expect(results.map((result) => (result as { status?: string }).status)).to.deep.equal([
      'reloaded',
      'reloaded',
    ]);
    expect(reload().callCount).to.equal(1);
  });

  it('drops the pu parameter that replayed the failing update', async () => {
    const entry = JSON.stringify({ requestTarget: 'inner', target: 'inner', url: '/x' });
    history.replaceState(null, '', `?a=1&pu=${encodeURIComponent(entry)}#top`);
    await answer('<div id="inner"></div>', { 'PU-Session-Expired': '1' });
    expect(reload().called).to.equal(false);
    const address = new URL(replace.firstCall.args[0] as string);
    expect(address.searchParams.has('pu')).to.equal(false);
    expect(address.searchParams.get('a')).to.equal('1');
    expect(address.origin + address.pathname).to.equal(new URL(startAddress).origin + location.pathname);
  });
});
