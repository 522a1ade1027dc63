/**
 * The shop listening on a loopback port, spoken to byte by byte (connection-limits.ts): what a
 * client that stops half-way, idles or opens too many connections gets. The time-outs are
 * shortened and the waits are real: the server's own timers decide, as they do in production.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONNECTION_LIMITS, MAX_CONNECTIONS_PER_ADDRESS } from './connection-limits.ts';
import { MAX_STREAMS_PER_SESSION } from './push/push-hub.ts';
import { SESSION_COOKIE } from './session.ts';
import { cookieHeader, listenOnLoopback, RawConnection, rawRequest } from './test-support/raw-connection.ts';
import { createTestShop, Visitor } from './test-support.ts';

const REQUEST_TIMEOUT_MS = 400;
const IDLE_TIMEOUT_MS = 700;
const KEEP_ALIVE_TIMEOUT_MS = 300;
const HEARTBEAT_MS = 100;
const MAX_CONNECTIONS = 4;
/** What the server may take beyond a time-out: its checking interval and a busy machine. */
const SLACK_MS = 700;
const PUSH = '/qf/en/ramjet/push';

/** A shop of its own listening on loopback, closed after the suite. */
function useListeningShop(): { readonly app: FastifyInstance; readonly port: number } {
  let shop: Awaited<ReturnType<typeof createTestShop>> | undefined;
  let port = 0;
  before(async () => {
    shop = await createTestShop({
      pushHeartbeatMs: HEARTBEAT_MS,
      connectionLimits: {
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        idleTimeoutMs: IDLE_TIMEOUT_MS,
        keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
        maxConnectionsPerAddress: MAX_CONNECTIONS,
      },
    });
    port = await listenOnLoopback(shop.app);
  });
  after(async () => shop?.close());
  return {
    get app() {
      if (!shop) throw new Error('only inside the tests');
      return shop.app;
    },
    get port() {
      return port;
    },
  };
}

/** A visitor with a session of its own (a basket line), as the push stream needs. */
async function visitorWithSession(app: FastifyInstance): Promise<{ visitor: Visitor; sessionId: string }> {
  const visitor = new Visitor(app);
  await visitor.start('/en/product/2');
  await visitor.post('/qf/en/basket/add', { product: '2' });
  const sessionId = visitor.cookies.get(SESSION_COOKIE);
  assert.ok(sessionId, 'a session');
  return { visitor, sessionId };
}

const closed = (connection: RawConnection) => connection.closedAt !== undefined;

describe('time-outs of a listening shop', () => {
  const shop = useListeningShop();

  it('answers a body that stops half-way 408 and closes it within the request time-out', async () => {
    // The reported request: no cookie, no token, 5000 bytes announced and 9 sent.
    const connection = await RawConnection.open(shop.port);
    connection.send(
      rawRequest(
        'POST',
        '/qf/cs/basket/add',
        { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '5000' },
        'product=1',
      ),
    );
    await connection.waitFor(closed, 'the connection closed', REQUEST_TIMEOUT_MS + SLACK_MS);
    assert.equal(connection.status, 408);
  });

  it('closes a request whose headers never end within the request time-out', async () => {
    const connection = await RawConnection.open(shop.port);
    connection.send('GET /cs/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    await connection.waitFor(closed, 'the connection closed', REQUEST_TIMEOUT_MS + SLACK_MS);
    assert.equal(connection.status, 408);
  });

  it('closes a kept-alive connection after the keep-alive time-out', async () => {
    const connection = await RawConnection.open(shop.port);
    connection.send(rawRequest('GET', '/static/icons.svg'));
    await connection.waitFor((c) => c.status === 200, 'the answer', 2000);
    const answeredAt = performance.now();
    // Node waits a second beyond the keep-alive time-out, for a request already on its way.
    await connection.waitFor(closed, 'the connection closed', KEEP_ALIVE_TIMEOUT_MS + 1000 + SLACK_MS);
    assert.ok((connection.closedAt ?? 0) - answeredAt >= KEEP_ALIVE_TIMEOUT_MS / 2, 'not before its time');
  });

  it('keeps a push stream open past the request and idle time-outs while its heartbeat flows', async () => {
    const { visitor, sessionId } = await visitorWithSession(shop.app);
    const stream = await RawConnection.open(shop.port);
    stream.send(rawRequest('GET', PUSH, cookieHeader(visitor)));
    await stream.waitFor((c) => c.status === 200, 'the stream opens', 2000);
    await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS + IDLE_TIMEOUT_MS + SLACK_MS));
    assert.equal(closed(stream), false, 'still open');
    assert.ok(stream.text.split(': heartbeat').length > 5, 'heartbeats arrived');
    assert.equal(shop.app.shop.push.streamCount(sessionId), 1);
    stream.close();
    await stream.waitFor(closed, 'closed by the client', 1000);
  });
});

describe('open connections per client address', () => {
  const shop = useListeningShop();

  it('names its default cap in one constant', () => {
    assert.equal(DEFAULT_CONNECTION_LIMITS.maxConnectionsPerAddress, MAX_CONNECTIONS_PER_ADDRESS);
    assert.ok(
      MAX_CONNECTIONS_PER_ADDRESS > 16 + 6,
      'room for the address’s push streams and a browser’s connections',
    );
  });

  it('refuses a connection beyond the cap with 429 and closes it; push streams count; another address is served', async () => {
    const { visitor } = await visitorWithSession(shop.app);
    // Push streams hold their connections past every time-out: the address's connections are full.
    assert.ok(MAX_CONNECTIONS <= MAX_STREAMS_PER_SESSION, 'one session can fill the cap');
    const held: RawConnection[] = [];
    while (held.length < MAX_CONNECTIONS) {
      const connection = await RawConnection.open(shop.port);
      connection.send(rawRequest('GET', PUSH, cookieHeader(visitor)));
      await connection.waitFor((c) => c.status === 200, 'a stream opens', 2000);
      held.push(connection);
    }

    const beyond = await RawConnection.open(shop.port);
    beyond.send(rawRequest('GET', '/static/icons.svg'));
    await beyond.waitFor(closed, 'the refused connection closed', 2000);
    assert.equal(beyond.status, 429);
    assert.equal(beyond.header('connection'), 'close');
    assert.ok(Number(beyond.header('retry-after')) > 0, 'Retry-After');

    const elsewhere = await RawConnection.open(shop.port, '127.0.0.2');
    elsewhere.send(rawRequest('GET', '/static/icons.svg'));
    await elsewhere.waitFor((c) => c.status === 200, 'another client is served', 2000);
    elsewhere.close();

    // One closes: the address may connect again.
    held.pop()?.close();
    let again: RawConnection | undefined;
    for (let attempt = 0; attempt < 50 && again?.status !== 200; attempt += 1) {
      again?.close();
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await RawConnection.open(shop.port);
      again.send(rawRequest('GET', '/static/icons.svg'));
      await again.waitFor((c) => c.status !== undefined, 'an answer', 2000);
    }
    assert.equal(again?.status, 200, 'served again once a connection closed');
    again?.close();
    for (const connection of held) connection.close();
  });

  it('answers HEAD on the push stream at once, without taking one of the session’s stream slots', async () => {
    const { visitor, sessionId } = await visitorWithSession(shop.app);
    for (let head = 0; head < MAX_STREAMS_PER_SESSION + 1; head += 1) {
      const connection = await RawConnection.open(shop.port);
      connection.send(rawRequest('HEAD', PUSH, cookieHeader(visitor)));
      await connection.waitFor((c) => c.header('content-type') !== undefined, 'the status and headers', 2000);
      assert.equal(connection.status, 200);
      assert.match(connection.header('content-type') ?? '', /^text\/event-stream/);
      assert.equal(shop.app.shop.push.streamCount(sessionId), 0, 'no stream slot taken');
      connection.close();
    }
    const stream = await RawConnection.open(shop.port);
    stream.send(rawRequest('GET', PUSH, cookieHeader(visitor)));
    await stream.waitFor((c) => c.status === 200, 'the page’s own stream opens', 2000);
    stream.close();
  });
});
