import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PushHub, type PushMessage } from './push/push-hub.ts';
import { SESSION_COOKIE } from './session.ts';
import { createTestShop, until, Visitor } from './test-support.ts';

/** The JSON messages of an event-stream body, in order. */
function messagesOf(body: string): PushMessage[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as PushMessage);
}

describe('push stream', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop({ pushHeartbeatMs: 60_000 })));
  after(async () => close());

  /** A visitor with a session (a basket line), so there is a stream to open. */
  async function visitorWithSession(): Promise<{ visitor: Visitor; sessionId: string }> {
    const visitor = new Visitor(app);
    await visitor.start('/en/product/2');
    await visitor.post('/qf/en/basket/add', { product: '2' });
    const sessionId = visitor.cookies.get(SESSION_COOKIE);
    assert.ok(sessionId, 'the visitor has a session');
    return { visitor, sessionId };
  }

  it('streams the session’s messages as server-sent events with the stream headers', async () => {
    const { visitor, sessionId } = await visitorWithSession();
    const other = await visitorWithSession();
    const pending = visitor.get('/qf/en/ramjet/push');
    await until(() => app.shop.push.streamCount(sessionId) === 1, 'the stream is open');
    app.shop.push.publish(sessionId, { event: 'basketChanged', data: { count: 1 } });
    app.shop.push.publish(other.sessionId, { event: 'notForThisSession' });
    app.shop.push.publishProcessState(sessionId, { token: 't1', message: 'Half', progress: 50 });
    app.shop.push.closeAll();
    const response: LightMyRequestResponse = await pending;

    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/event-stream; charset=utf-8');
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.headers['x-accel-buffering'], 'no');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.match(String(response.headers['content-security-policy']), /default-src 'self'/);
    assert.ok(response.body.startsWith('retry: 3000\n\n'), 'the reconnect delay comes first');
    assert.deepEqual(messagesOf(response.body), [
      { event: 'basketChanged', data: { count: 1 } },
      { event: 'processState', data: { token: 't1', message: 'Half', progress: 50 } },
    ]);
    assert.equal(app.shop.push.streamCount(sessionId), 0, 'the closed stream is forgotten');
  });

  it('sends a heartbeat comment every interval while nothing happens', async (context) => {
    // Only the stream's interval timer is faked: the request itself runs on real turns.
    context.mock.timers.enable({ apis: ['setInterval'] });
    const { visitor, sessionId } = await visitorWithSession();
    const pending = visitor.get('/qf/en/ramjet/push');
    await until(() => app.shop.push.streamCount(sessionId) === 1, 'the stream is open');
    context.mock.timers.tick(60_000);
    context.mock.timers.tick(60_000);
    app.shop.push.closeAll();
    const response = await pending;
    assert.equal(response.body.match(/^: heartbeat$/gm)?.length, 2);
    assert.deepEqual(messagesOf(response.body), []);
  });

  it('answers 204 without a session, so EventSource does not reconnect', async () => {
    const response = await app.inject({ url: '/qf/en/ramjet/push' });
    assert.equal(response.statusCode, 204);
    assert.equal(response.body, '');
  });

  it('answers 404 for an unknown language', async () => {
    const { visitor } = await visitorWithSession();
    assert.equal((await visitor.get('/qf/xx/ramjet/push')).statusCode, 404);
  });

  it('ends the open streams when the server closes, so closing does not hang', async () => {
    const { app: closing, close: closeShop } = await createTestShop();
    const visitor = new Visitor(closing);
    await visitor.start('/en/product/2');
    await visitor.post('/qf/en/basket/add', { product: '2' });
    const sessionId = visitor.cookies.get(SESSION_COOKIE) ?? '';
    const pending = visitor.get('/qf/en/ramjet/push');
    await until(() => closing.shop.push.streamCount(sessionId) === 1, 'the stream is open');
    await closeShop();
    assert.equal((await pending).statusCode, 200);
  });

  it('puts the push stream and the search suggestions on the page for a visitor with a session', async () => {
    const anonymous = await app.inject({ url: '/en/' });
    assert.match(anonymous.body, /<fg-partial-update target="content">/, 'no session, no stream');
    assert.match(anonymous.body, /<fg-typeahead id="siteSearch" source="\/en\/search\/suggest">/);
    const { visitor } = await visitorWithSession();
    assert.match(
      (await visitor.get('/en/')).body,
      /<fg-partial-update target="content" push-url="\/qf\/en\/ramjet\/push">/,
    );
  });
});

describe('push hub', () => {
  const ADDRESS = '192.0.2.1';
  const recorder = () => {
    const received: PushMessage[] = [];
    let closed = false;
    return {
      received,
      get closed() {
        return closed;
      },
      send: (message: PushMessage) => received.push(message),
      close: () => {
        closed = true;
      },
    };
  };

  it('gives a stream that connects late the running process and an end nobody saw, once', () => {
    const hub = new PushHub();
    hub.publishProcessState('s1', { token: 'a', message: 'running', progress: 40 });
    hub.publishProcessState('s1', { token: 'b', message: 'done', progress: 100 });
    const first = recorder();
    hub.connect('s1', ADDRESS, first);
    assert.deepEqual(
      first.received.map((message) => message.data),
      [
        { token: 'a', message: 'running', progress: 40 },
        { token: 'b', message: 'done', progress: 100 },
      ],
    );
    const second = recorder();
    hub.connect('s1', ADDRESS, second);
    assert.deepEqual(
      second.received.map((message) => message.data),
      [{ token: 'a', message: 'running', progress: 40 }],
      'the seen end is not repeated; the running process is',
    );
    hub.publishProcessState('s1', { token: 'a', message: 'done', progress: 100 });
    const third = recorder();
    hub.connect('s1', ADDRESS, third);
    assert.deepEqual(third.received, [], 'a delivered end is forgotten');
  });

  it('follows a session through sign-in and closes its streams at sign-out', () => {
    const hub = new PushHub();
    const stream = recorder();
    const disconnect = hub.connect('old', ADDRESS, stream);
    hub.renameSession('old', 'new');
    hub.publish('old', { event: 'x' });
    hub.publish('new', { event: 'y' });
    assert.deepEqual(stream.received, [{ event: 'y' }], 'only the new id reaches the stream');
    disconnect();
    assert.equal(hub.streamCount('new'), 0, 'a renamed stream still disconnects');
    const again = recorder();
    hub.connect('new', ADDRESS, again);
    hub.endSession('new');
    assert.equal(again.closed, true);
    assert.equal(hub.streamCount('new'), 0);
  });
});
