import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import {
  MAX_STREAMS_PER_ADDRESS,
  MAX_STREAMS_PER_SESSION,
  PushHub,
  type PushStream,
} from './push/push-hub.ts';
import { SESSION_COOKIE } from './session.ts';
import { until, useTestShop, Visitor } from './test-support.ts';

const PUSH = '/qf/en/ramjet/push';

describe('push stream caps', () => {
  const demo = useTestShop({ pushHeartbeatMs: 60_000 });

  /** A visitor at the address with a session of its own (a basket line). */
  async function visitorWithSession(address: string): Promise<{ visitor: Visitor; sessionId: string }> {
    const visitor = new Visitor(demo.app, { address });
    await visitor.start('/en/product/2');
    await visitor.post('/qf/en/basket/add', { product: '2' });
    return { visitor, sessionId: visitor.cookies.get(SESSION_COOKIE) ?? '' };
  }

  /** Opens `count` streams of the visitor and waits until the hub holds them. */
  async function openStreams(visitor: Visitor, sessionId: string, count: number) {
    const before = demo.app.shop.push.streamCount(sessionId);
    const pending: Promise<LightMyRequestResponse>[] = [];
    for (let stream = 0; stream < count; stream += 1) pending.push(visitor.get(PUSH));
    await until(() => demo.app.shop.push.streamCount(sessionId) === before + count, `${count} streams open`);
    return pending;
  }

  it('refuses a stream beyond the cap of its session with 429; a closed stream makes room', async () => {
    const { visitor, sessionId } = await visitorWithSession('192.0.2.1');
    const open = await openStreams(visitor, sessionId, MAX_STREAMS_PER_SESSION - 1);
    const browserGoesAway = new AbortController();
    const dropped = visitor.request({ method: 'GET', url: PUSH, signal: browserGoesAway.signal });
    await until(
      () => demo.app.shop.push.streamCount(sessionId) === MAX_STREAMS_PER_SESSION,
      'the last one open',
    );
    const refused = await visitor.get(PUSH);
    assert.equal(refused.statusCode, 429);
    assert.match(refused.body, /Too many attempts/);

    browserGoesAway.abort();
    await assert.rejects(dropped);
    await until(
      () => demo.app.shop.push.streamCount(sessionId) === MAX_STREAMS_PER_SESSION - 1,
      'the drop is seen',
    );
    open.push(...(await openStreams(visitor, sessionId, 1)));
    demo.app.shop.push.closeAll();
    assert.deepEqual(
      (await Promise.all(open)).map((response) => response.statusCode),
      Array(MAX_STREAMS_PER_SESSION).fill(200),
    );
    assert.equal(demo.app.shop.push.isEmpty(), true);
  });

  it('refuses a stream beyond the cap of its client address, whatever the session', async () => {
    const address = '192.0.2.2';
    const open: Promise<LightMyRequestResponse>[] = [];
    for (let session = 0; session < MAX_STREAMS_PER_ADDRESS / MAX_STREAMS_PER_SESSION; session += 1) {
      const { visitor, sessionId } = await visitorWithSession(address);
      open.push(...(await openStreams(visitor, sessionId, MAX_STREAMS_PER_SESSION)));
    }
    const fresh = await visitorWithSession(address);
    assert.equal((await fresh.visitor.get(PUSH)).statusCode, 429, 'a new session at the same address');
    const elsewhere = await visitorWithSession('192.0.2.3');
    const allowed = await openStreams(elsewhere.visitor, elsewhere.sessionId, 1);
    demo.app.shop.push.closeAll();
    assert.equal((await Promise.all([...open, ...allowed])).length, MAX_STREAMS_PER_ADDRESS + 1);
    assert.equal(demo.app.shop.push.isEmpty(), true);
  });
});

describe('push hub bookkeeping', () => {
  const stream = (): PushStream => ({ send: () => {}, close: () => {} });

  it('counts streams per session and per address, and holds nothing once they are gone', () => {
    const hub = new PushHub();
    const removals = Array.from({ length: MAX_STREAMS_PER_SESSION }, () => hub.connect('s1', 'a1', stream()));
    assert.equal(hub.refusal('s1', 'a2'), 'session');
    assert.equal(hub.refusal('s2', 'a1'), null);
    hub.renameSession('s1', 's1-signed-in');
    assert.equal(hub.refusal('s1-signed-in', 'a1'), 'session', 'the renamed session keeps its count');
    for (const remove of removals) remove();
    assert.equal(hub.refusal('s1-signed-in', 'a1'), null);
    assert.equal(hub.isEmpty(), true);
  });

  it('forgets a session’s streams and remembered processes when it ends', () => {
    const hub = new PushHub();
    hub.connect('s1', 'a1', stream());
    hub.publishProcessState('s1', { token: 't', message: 'running', progress: 10 });
    hub.publishProcessState('s2', { token: 't', message: 'nobody listens', progress: 50 });
    assert.deepEqual([...hub.trackedSessions()].sort(), ['s1', 's2']);
    hub.endSession('s1');
    hub.endSession('s2');
    assert.equal(hub.isEmpty(), true);
  });
});
