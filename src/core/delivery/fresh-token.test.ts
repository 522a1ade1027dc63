import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import { afterZeroDelayTimers } from '../test-support/waits.ts';
import { send, type TransportRequest } from '../transport.ts';
import { repeatingWithFreshToken } from './repeat-with-fresh-token.ts';

const REFUSED_STALE = { 'X-CSRF-Token': 'fresh', 'PU-Repeatable': '1' };

describe('a request refused for a stale CSRF token', () => {
  let server: FakeServer;
  let page: HTMLElement;
  const sendRepeating = repeatingWithFreshToken(send);
  const request = (): TransportRequest => ({
    method: 'POST',
    url: new URL('/qf/cs/basket/add', location.origin),
    headers: { 'X-CSRF-Token': 'stale' },
    body: new URLSearchParams({ _csrf: 'stale', product: '2' }),
    timeout: 30_000,
    noCache: false,
  });

  beforeEach(() => {
    server = fakeServer.create();
    page = document.createElement('div');
    page.innerHTML = `<meta name="csrf-token" content="stale">
      <form><input type="hidden" name="_csrf" value="stale"><input type="hidden" name="product" value="2"></form>`;
    document.body.append(page);
  });
  afterEach(() => {
    server.restore();
    page.remove();
  });

  it('is sent once more with the fresh token, in its header and its form field, when the answer allows it', async () => {
    const answer = sendRepeating(request(), new AbortController().signal, 'add');
    server.requests[0]?.respond(403, REFUSED_STALE, 'refused');
    await afterZeroDelayTimers();
    const again = server.requests[1];
    expect(again?.requestHeaders['X-CSRF-Token']).to.equal('fresh');
    expect(String(again?.requestBody)).to.equal('_csrf=fresh&product=2');
    again?.respond(200, {}, 'added');
    expect((await answer).status).to.equal(200);
  });

  it("takes the fresh token into the page's meta and its hidden token fields, and no other field", async () => {
    const answer = sendRepeating(request(), new AbortController().signal, 'add');
    server.requests[0]?.respond(403, { 'X-CSRF-Token': 'fresh' }, 'refused');
    expect((await answer).status).to.equal(403);
    expect(document.querySelector('meta[name="csrf-token"]')?.getAttribute('content')).to.equal('fresh');
    const fields = [...page.querySelectorAll('input')].map((field) => field.value);
    expect(fields).to.deep.equal(['fresh', '2']);
  });

  it('is not repeated when the answer does not say it may be: the 403 is the answer', async () => {
    const answer = sendRepeating(request(), new AbortController().signal, 'logout');
    server.requests[0]?.respond(403, { 'X-CSRF-Token': 'fresh' }, 'refused');
    expect((await answer).status).to.equal(403);
    expect(server.requests.length).to.equal(1);
  });

  it('is repeated once only', async () => {
    const answer = sendRepeating(request(), new AbortController().signal, 'add');
    server.requests[0]?.respond(403, REFUSED_STALE, 'refused');
    await afterZeroDelayTimers();
    server.requests[1]?.respond(403, { ...REFUSED_STALE, 'X-CSRF-Token': 'fresher' }, 'refused again');
    expect((await answer).status).to.equal(403);
    expect(server.requests.length).to.equal(2);
  });

  it('is not repeated for a 403 without a fresh token, nor for a GET', async () => {
    const post = sendRepeating(request(), new AbortController().signal, 'add');
    server.requests[0]?.respond(403, { 'PU-Repeatable': '1' }, 'refused');
    expect((await post).status).to.equal(403);
    const get = sendRepeating(
      { ...request(), method: 'GET', body: null },
      new AbortController().signal,
      'list',
    );
    server.requests[1]?.respond(403, REFUSED_STALE, 'refused');
    expect((await get).status).to.equal(403);
    expect(server.requests.length).to.equal(2);
  });
});
