/**
 * HEAD on every route of the route table, over a real socket (head-requests.ts): each is answered
 * — status line and headers, no body — and at once; a route that takes only posts refuses it with
 * 405 and `Allow`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { SESSION_COOKIE } from './session.ts';
import { cookieHeader, listenOnLoopback, RawConnection, rawRequest } from './test-support/raw-connection.ts';
import { addressOf, createTestShop, Visitor } from './test-support.ts';

/** Each address of the route table with the methods its routes take. */
function methodsByAddress(routes: readonly RouteOptions[]): Map<string, Set<string>> {
  const byUrl = new Map<string, Set<string>>();
  for (const route of routes) {
    const methods = byUrl.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    byUrl.set(route.url, methods);
  }
  return byUrl;
}

describe('HEAD on every route', () => {
  const routes: RouteOptions[] = [];
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;
  before(async () => {
    ({ app, close } = await createTestShop({ onRoute: (route) => routes.push(route) }));
    port = await listenOnLoopback(app);
  });
  after(async () => close());

  for (const signedIn of [false, true]) {
    it(`is answered at once on every route, ${signedIn ? 'with' : 'without'} a session, never with 5xx`, async () => {
      const visitor = new Visitor(app);
      if (signedIn) {
        await visitor.logIn('jana@example.com', 'heslo-demo-1', 'en');
        assert.ok(visitor.cookies.get(SESSION_COOKIE), 'a session');
      }
      const byUrl = methodsByAddress(routes);
      assert.ok(byUrl.get('/qf/:lang/ramjet/push')?.has('GET'), 'the walk sees the push stream');
      assert.ok(byUrl.size > 40, `the walk sees the route table (${byUrl.size} addresses)`);
      const wrong: string[] = [];
      for (const [url, methods] of byUrl) {
        const connection = await RawConnection.open(port);
        connection.send(
          rawRequest('HEAD', addressOf(url), { ...cookieHeader(visitor), Connection: 'close' }),
        );
        await connection
          .waitFor((c) => c.closedAt !== undefined, `HEAD ${url} answered and closed`, 3000)
          .catch((error: Error) => wrong.push(error.message));
        connection.close();
        const status = connection.status ?? 0;
        const takesGet = methods.has('GET');
        if (status === 0 || status >= 500) wrong.push(`HEAD ${url}: ${status || 'no status line'}`);
        else if (!takesGet && (status !== 405 || !connection.header('allow')?.includes('POST'))) {
          wrong.push(
            `HEAD ${url} (only ${[...methods].join(', ')}): ${status}, Allow ${connection.header('allow')}`,
          );
        } else if (takesGet && status === 405) wrong.push(`HEAD ${url} refused though it takes GET`);
        const body = connection.text.slice(connection.text.indexOf('\r\n\r\n') + 4);
        if (body !== '') wrong.push(`HEAD ${url} sent a body`);
      }
      assert.deepEqual(wrong, []);
      assert.equal(app.shop.push.isEmpty(), true, 'no HEAD opened a stream');
    });
  }
});
