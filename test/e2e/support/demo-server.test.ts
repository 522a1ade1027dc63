/**
 * The shop's record of received requests (demo-server.ts), which journeys read to see what a
 * browser sent: every request is there in the order it arrived, whatever the shop answered (a
 * page, a static file, a 404, a post refused for its missing CSRF token), with its parsed form body.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type DemoServer, startDemoServer } from './demo-server.ts';

describe('the demo shop records every request it receives', () => {
  let server: DemoServer;
  before(async () => {
    server = await startDemoServer();
  });
  after(() => server.close());

  const since = (count: number) => server.requests.slice(count).map(({ method, url }) => ({ method, url }));

  it('pages, static files, unknown addresses and refused posts, in order', async () => {
    const count = server.requests.length;
    const page = await fetch(server.url('/cs/'));
    const file = await fetch(server.url('/static/favicon.svg'));
    const missing = await fetch(server.url('/cs/no-such-page?x=1'));
    const refused = await fetch(server.url('/qf/cs/basket/update'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'product=7&quantity=3',
    });
    assert.deepEqual(
      [page.status, file.status, missing.status, refused.status],
      [200, 200, 404, 403],
      'what the shop answered',
    );
    assert.deepEqual(since(count), [
      { method: 'GET', url: '/cs/' },
      { method: 'GET', url: '/static/favicon.svg' },
      { method: 'GET', url: '/cs/no-such-page?x=1' },
      { method: 'POST', url: '/qf/cs/basket/update' },
    ]);
    assert.deepEqual(
      { ...(server.requests.at(-1)?.body as object) },
      { product: '7', quantity: '3' },
      'the form body, though the post was refused',
    );
  });
});
