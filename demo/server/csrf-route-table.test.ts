import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { SAFE_METHODS } from './csrf.ts';
import { addressOf, createTestShop, useTestShop, Visitor } from './test-support.ts';

/** The routes that change state: every method but GET, HEAD and OPTIONS, one entry per method. */
function stateChanging(routes: readonly RouteOptions[]): { method: string; url: string }[] {
  return routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => !SAFE_METHODS.has(method))
      .map((method) => ({ method, url: route.url })),
  );
}

/**
 * Sends each route a form without the token, from a visitor who holds a CSRF secret (so only the
 * token is missing); returns the routes that did not answer 403, with what they answered.
 */
async function routesAnsweringWithoutToken(
  app: FastifyInstance,
  routes: readonly { method: string; url: string }[],
): Promise<string[]> {
  const visitor = new Visitor(app);
  await visitor.start('/en/');
  const unprotected: string[] = [];
  for (const { method, url } of routes) {
    const response = await visitor.request({
      method: method as 'POST',
      url: addressOf(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=jana%40example.com&product=2&lines=SF-0001',
    });
    if (response.statusCode !== 403) unprotected.push(`${method} ${url} answered ${response.statusCode}`);
  }
  return unprotected;
}

describe('the route table', () => {
  const routes: RouteOptions[] = [];
  const demo = useTestShop({ onRoute: (route) => routes.push(route) });

  it('refuses every state-changing request without the CSRF token with 403', async () => {
    await demo.app.ready();
    const unsafe = stateChanging(routes);
    const urls = unsafe.map(({ method, url }) => `${method} ${url}`);
    for (const known of ['POST /qf/:lang/ramjet/performLogin', 'POST /qf/:lang/lists/:id/import']) {
      assert.ok(urls.includes(known), `the walk sees ${known}`);
    }
    assert.deepEqual(
      await routesAnsweringWithoutToken(demo.app, unsafe),
      [],
      'routes that answered a state-changing request without the CSRF token',
    );
  });
});

describe('the route-table check itself', () => {
  it('names a route that answers before the CSRF check', async () => {
    const routes: RouteOptions[] = [];
    const { app, close } = await createTestShop({ onRoute: (route) => routes.push(route) });
    try {
      app.post(
        '/qf/:lang/unprotected',
        { preValidation: async (_request, reply) => reply.send('changed') },
        async () => '',
      );
      await app.ready();
      const added = stateChanging(routes).filter(({ url }) => url === '/qf/:lang/unprotected');
      assert.deepEqual(await routesAnsweringWithoutToken(app, added), [
        'POST /qf/:lang/unprotected answered 200',
      ]);
    } finally {
      await close();
    }
  });
});
