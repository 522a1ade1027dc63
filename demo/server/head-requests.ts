/**
 * HEAD on every route. fastify answers HEAD for every GET route with the GET's status and headers
 * and no body (`exposeHeadRoutes`; the push stream answers it without opening a stream,
 * routes/push.ts). A route that takes only posts answers HEAD 405 with `Allow`, rather than the
 * 404 of an address the shop does not have.
 */
import type { FastifyInstance } from 'fastify';

/** The methods a client may be told in `Allow`: the route's own, and HEAD where GET is. */
function allowed(methods: ReadonlySet<string>): string {
  const list = [...methods];
  if (methods.has('GET') && !methods.has('HEAD')) list.push('HEAD');
  return list.join(', ');
}

/**
 * Call before the routes are added; the returned function, after they all are (`await app.after()`),
 * adds the 405 answer to HEAD on each address whose routes take no GET.
 */
export function refuseHeadWhereNoGet(app: FastifyInstance): () => void {
  const methodsByUrl = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    const methods = methodsByUrl.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsByUrl.set(route.url, methods);
  });
  return () => {
    for (const [url, methods] of methodsByUrl) {
      if (methods.has('GET') || methods.has('HEAD')) continue;
      const allow = allowed(methods);
      app.head(url, async (_request, reply) => reply.code(405).header('Allow', allow).send());
    }
  };
}
