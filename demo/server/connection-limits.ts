/**
 * How long the shop waits for a client and how many connections one client may hold open
 * (docs/security.md, "The demo server"). A request must arrive whole — headers and body — within
 * the request time-out, or it is answered 408 and its connection closed; a connection on which
 * nothing moves is closed after the idle time-out; a kept-alive connection between requests after
 * the keep-alive time-out. A push stream's request has arrived whole when it opens, so the stream
 * outlives the request time-out; its heartbeat keeps it under the idle one. Every open connection,
 * push streams included, counts against its client address.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Headers and body within this: the shop's bodies are small forms (64 KB at most) and a 16 KB file. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Nothing sent or received for this long closes the connection; push streams beat more often (15 s). */
export const CONNECTION_IDLE_TIMEOUT_MS = 60_000;
/** A kept-alive connection waits this long for its next request (a proxy in front must drop its own sooner). */
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;
/**
 * Open connections per client address, push streams included: a browser opens about six per
 * shop, each tab's push stream one more (at most 16 streams per address), and NAT puts several
 * visitors behind one address. Beyond it: 429 and the connection closed.
 */
export const MAX_CONNECTIONS_PER_ADDRESS = 64;
/** What a refused client is told to wait before it connects again. */
export const CONNECTION_RETRY_AFTER_S = 10;

export interface ConnectionLimits {
  readonly requestTimeoutMs: number;
  readonly idleTimeoutMs: number;
  readonly keepAliveTimeoutMs: number;
  readonly maxConnectionsPerAddress: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  idleTimeoutMs: CONNECTION_IDLE_TIMEOUT_MS,
  keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
  maxConnectionsPerAddress: MAX_CONNECTIONS_PER_ADDRESS,
};

/** Node looks for late requests every so often; a tenth of the time-out keeps the answer close to it. */
function checkingIntervalMs(requestTimeoutMs: number): number {
  return Math.max(10, Math.min(1000, Math.floor(requestTimeoutMs / 10)));
}

/**
 * The open connections of each client address, and the ones beyond the cap. A connection from a
 * trusted proxy is not counted: it carries many visitors, and the proxy caps its own clients.
 */
export class ConnectionCap {
  private readonly open = new Map<string, number>();
  private readonly beyondCap = new WeakSet<Socket>();

  constructor(
    private readonly max: number,
    private readonly isTrustedProxy: (address: string) => boolean,
  ) {}

  /** Counts the connection while it is open. */
  admit(socket: Socket): void {
    const address = socket.remoteAddress ?? '';
    if (this.isTrustedProxy(address)) return;
    const count = (this.open.get(address) ?? 0) + 1;
    this.open.set(address, count);
    if (count > this.max) this.beyondCap.add(socket);
    socket.once('close', () => {
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    });
  }

  /** Whether the connection was opened beyond its address's cap. */
  refuses(socket: Socket): boolean {
    return this.beyondCap.has(socket);
  }

  /** Open connections counted for the address (tests). */
  openFrom(address: string): number {
    return this.open.get(address) ?? 0;
  }
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** fastify's `serverFactory`: an HTTP server with the time-outs, counting connections for the cap. */
export function limitedServerFactory(
  limits: ConnectionLimits,
  cap: ConnectionCap,
  maxHeaderSize?: number,
): (handler: RequestListener) => Server {
  return (handler) => {
    const server = createServer(
      {
        ...(maxHeaderSize === undefined ? {} : { maxHeaderSize }),
        requestTimeout: limits.requestTimeoutMs,
        headersTimeout: limits.requestTimeoutMs,
        connectionsCheckingInterval: checkingIntervalMs(limits.requestTimeoutMs),
      },
      handler,
    );
    server.setTimeout(limits.idleTimeoutMs);
    server.keepAliveTimeout = limits.keepAliveTimeoutMs;
    server.on('connection', (socket: Socket) => cap.admit(socket));
    return server;
  };
}

/**
 * A request on a connection beyond the cap is answered 429 before anything else runs — no cookie
 * read, no session, no page rendered: a short text — and the connection is closed. Requests made
 * in process (`inject`) have no connection to count.
 */
export function registerConnectionCap(app: FastifyInstance, cap: ConnectionCap): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!cap.refuses(request.raw.socket)) return;
    return reply
      .code(429)
      .header('Connection', 'close')
      .header('Retry-After', String(CONNECTION_RETRY_AFTER_S))
      .type('text/plain; charset=utf-8')
      .send(
        `Too many open connections from this address: try again in ${CONNECTION_RETRY_AFTER_S} seconds.\n`,
      );
  });
}
