// The shop over a real socket, for what `inject` cannot show (connection-limits, HEAD requests).
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { setTimeout as realSetTimeout } from 'node:timers';
import type { FastifyInstance } from 'fastify';
import type { Visitor } from '../test-support.ts';

/** The shop listening on a loopback port of its own; returns the port. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  assert.ok(address && typeof address === 'object', 'listening on a port');
  return address.port;
}

/**
 * A client speaking HTTP/1.1 bytes on a socket of its own, for what `inject` cannot show: a body
 * that stops half-way, a request that never ends, an answer that never comes, a connection closed.
 */
export class RawConnection {
  private received = '';
  /** When the connection closed (performance.now()), once it has. */
  closedAt: number | undefined;

  private constructor(private readonly socket: Socket) {
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      this.received += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      this.closedAt = performance.now();
    });
  }

  /** Connects to the port, from `localAddress` (another loopback address is another client). */
  static open(port: number, localAddress = '127.0.0.1'): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port, localAddress }, () =>
        resolve(new RawConnection(socket)),
      );
      socket.once('error', reject);
    });
  }

  send(text: string): this {
    this.socket.write(text);
    return this;
  }

  /** Everything the server sent so far. */
  get text(): string {
    return this.received;
  }

  /** The status code of the first answer, or undefined before its status line. */
  get status(): number | undefined {
    const code = /^HTTP\/1\.1 (\d{3}) /.exec(this.received)?.[1];
    return code === undefined ? undefined : Number(code);
  }

  /** The header of the first answer, lower-cased name; undefined before its header block ended. */
  header(name: string): string | undefined {
    const end = this.received.indexOf('\r\n\r\n');
    if (end === -1) return undefined;
    const line = this.received
      .slice(0, end)
      .split('\r\n')
      .find((header) => header.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    return line?.slice(line.indexOf(':') + 1).trim();
  }

  /** Resolves once `condition` holds, checking every 10 ms; fails naming `what` after `withinMs`. */
  async waitFor(condition: (connection: this) => boolean, what: string, withinMs: number): Promise<void> {
    const deadline = performance.now() + withinMs;
    while (!condition(this)) {
      if (performance.now() > deadline)
        assert.fail(
          `within ${withinMs} ms, never: ${what} (got ${JSON.stringify(this.received.slice(0, 200))})`,
        );
      await new Promise((resolve) => realSetTimeout(resolve, 10));
    }
  }

  close(): void {
    this.socket.destroy();
  }
}

/** A request's bytes: the request line, Host, the given headers and the body as given. */
export function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = '',
): string {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** The visitor's cookies as a Cookie header, for raw requests. */
export function cookieHeader(visitor: Visitor): Record<string, string> {
  return { Cookie: [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
}
