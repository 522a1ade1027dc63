import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../../demo/server/app.ts';

/** A running demo shop on a loopback port of its own, with a fresh database file. */
export interface DemoServer {
  /** `http://127.0.0.1:<port>` without a trailing slash. */
  readonly origin: string;
  /** Absolute address of a path on the shop. */
  url(path: string): string;
  /**
   * Every request the shop has received so far, in the order they arrived (method, path and query,
   * parsed form body once parsed).
   */
  readonly requests: readonly RecordedRequest[];
  /** Stop listening and remove the database. */
  close(): Promise<void>;
}

/** A request as the shop saw it, whichever browser sent it. */
export interface RecordedRequest {
  readonly method: string;
  /** Path and query. */
  readonly url: string;
  /** The parsed body (a form post gives its fields). */
  readonly body: unknown;
  /** `Sec-Purpose` of a request the browser made ahead of a navigation (`prefetch`, `prefetch;prerender`); '' otherwise. */
  readonly purpose: string;
}

/** What a test may set on the shop (the database is always a fresh one of its own). */
export type DemoServerOptions = Omit<Partial<BuildAppOptions>, 'databasePath'>;

/**
 * Start the demo in this process on a free loopback port (port 0) with a database created,
 * migrated and seeded in a temporary directory, so every test file starts from the seed.
 * `options` tune the shop: `now` a clock a test can move (session expiry), `importItemDelayMs` the
 * per-line delay of a list import.
 */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const directory = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const requests: RecordedRequest[] = [];
  const recorded = new WeakMap<IncomingMessage, { body: unknown }>();
  const app = await buildApp({
    logger: false,
    ...options,
    databasePath: join(directory, 'shop.sqlite'),
    // The body, once parsed: each route's first hook to see it. A request refused before (by a
    // shop-wide hook, or as too large) keeps the record made on arrival, without a body.
    onRoute: (route) => {
      options.onRoute?.(route);
      const fillBody = async (request: FastifyRequest) => {
        const entry = recorded.get(request.raw);
        if (entry) entry.body = request.body;
      };
      route.preValidation = [fillBody, ...(route.preValidation ? [route.preValidation].flat() : [])];
    },
  });
  // Every request is recorded as it arrives, before the shop's own handling (hooks that answer
  // early, a 404, static files): the server's first `request` listener sees them all.
  app.server.prependListener('request', (raw: IncomingMessage) => {
    const purpose = raw.headers['sec-purpose'];
    const entry = {
      method: raw.method ?? '',
      url: raw.url ?? '',
      body: undefined as unknown,
      purpose: typeof purpose === 'string' ? purpose : '',
    };
    recorded.set(raw, entry);
    requests.push(entry);
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app.close();
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (path) => new URL(path, origin).href,
    requests,
    close: async () => {
      await app.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
