/**
 * The shop's record of received requests (demo-server.ts), which journeys read to see what a
 * browser sent: every request is there in the order it arrived, whatever the shop answered (a
 * page, a static file, a 404, a post refused for its missing CSRF token), with its parsed form body.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
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

  it('any path and query a client sends, as sent', async () => {
    // A segment starts with a letter or digit: fetch itself resolves dot segments (`.`, `%2e`) away.
    // Escapes of bytes that are not UTF-8 stay in: the shop answers them 400 (docs/demo.md). The
    // push stream never ends for a session, but fetch sends no cookie: without one it answers 204.
    const segment = fc
      .stringMatching(/^[A-Za-z0-9][A-Za-z0-9._~%-]{0,11}$/)
      .filter((text) => !/%(?![0-9A-F]{2})/i.test(text));
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.option(fc.stringMatching(/^[A-Za-z0-9=&_-]{1,20}$/), { nil: undefined }),
        fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'OPTIONS'),
        async (segments, query, method) => {
          const url = `/${segments.join('/')}${query === undefined ? '' : `?${query}`}`;
          const count = server.requests.length;
          await fetchWholly(server.origin + url, method);
          assert.deepEqual(since(count), [{ method, url }]);
        },
      ),
      // The report then names the request whose answer did not end.
      { numRuns: 100, includeErrorInReport: true },
    );
  });
});

/** Longer than any answer of the shop takes, even on a busy machine. */
const ANSWER_TIMEOUT_MS = 10_000;

/**
 * Fetch and read the whole answer, or fail naming the request when it has not ended in time: an
 * answer that never ends must fail the test, not stall the run.
 */
async function fetchWholly(url: string, method: string): Promise<void> {
  const signal = AbortSignal.timeout(ANSWER_TIMEOUT_MS);
  try {
    const answer = await fetch(url, { method, signal });
    await answer.arrayBuffer();
  } catch (error) {
    if (signal.aborted) assert.fail(`${method} ${url}: no whole answer within ${ANSWER_TIMEOUT_MS} ms`);
    throw error;
  }
}
