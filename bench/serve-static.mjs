// A tiny loopback HTTP server for benchmarks: fixed routes, files from the package.
import { createServer } from 'node:http';

/**
 * Starts a server on a free loopback port; `routes` maps a path to { type, body, headers? } or a
 * function returning one (or a promise of one: an answer that takes its time). `headers` go over
 * the default `Cache-Control: no-store`.
 */
export function serve(routes) {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const route = routes[path];
    if (!route) {
      response.writeHead(404).end('not found');
      return;
    }
    const { type, body, headers } = typeof route === 'function' ? await route(request) : route;
    response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers }).end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}
