import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ANONYMOUS_SESSION_TTL_MS, SESSION_COOKIE, SIGNED_IN_SESSION_TTL_MS } from './session.ts';
import { SESSION_SWEEP_INTERVAL_MS } from './session-sweep.ts';
import { createTestShop, PU_UI_HEADERS, until, useTestShop, Visitor } from './test-support.ts';

const DAY_MS = 86_400_000;

describe('ended sessions', () => {
  let clock = Date.UTC(2026, 5, 1);
  const demo = useTestShop({ now: () => clock, importItemDelayMs: 0, pushHeartbeatMs: 60_000 });

  async function signedIn(email: string, password: string): Promise<{ visitor: Visitor; sessionId: string }> {
    const visitor = new Visitor(demo.app);
    await visitor.logIn(email, password, 'en');
    await visitor.start('/en/lists');
    return { visitor, sessionId: visitor.cookies.get(SESSION_COOKIE) ?? '' };
  }

  async function sessionRow(id: string) {
    return demo.app.shop.db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst();
  }

  it('closes the push streams of a session that expired, at the next sweep, and keeps nothing of it', async () => {
    const { visitor, sessionId } = await signedIn('john@example.com', 'demo-password-2');
    const stream = visitor.get('/qf/en/ramjet/push');
    await until(() => demo.app.shop.push.streamCount(sessionId) === 1, 'the stream is open');
    clock += SIGNED_IN_SESSION_TTL_MS - 1000;
    await demo.app.shop.sessions.sweep();
    assert.equal(demo.app.shop.push.streamCount(sessionId), 1, 'still signed in: the stream stays');
    clock += 2000;
    await demo.app.shop.sessions.sweep();
    assert.equal((await stream).statusCode, 200, 'the stream ended');
    assert.equal(demo.app.shop.push.isEmpty(), true);
    assert.equal((await visitor.get('/qf/en/ramjet/push')).statusCode, 204, 'and EventSource stops retrying');
  });

  it('closes the streams at logout and forgets the session’s import, so nothing is left', async () => {
    const { visitor, sessionId } = await signedIn('jana@example.com', 'heslo-demo-1');
    const stream = visitor.get('/qf/en/ramjet/push');
    await until(() => demo.app.shop.push.streamCount(sessionId) === 1, 'the stream is open');
    await visitor.start('/en/lists/1');
    const started = await visitor.post(
      '/qf/en/lists/1/import?_pu_target=listImport',
      { lines: 'SF-0030\nSF-9999' },
      { headers: PU_UI_HEADERS },
    );
    assert.equal(started.statusCode, 200);
    await until(() => !demo.app.shop.imports.isRunning(1), 'the import is done');
    assert.equal(demo.app.shop.imports.isEmpty(), false, 'its outcome waits for the list’s next render');

    assert.equal((await visitor.post('/qf/en/ramjet/logout', {})).statusCode, 303);
    assert.equal((await stream).statusCode, 200, 'the stream ended');
    assert.equal(demo.app.shop.push.isEmpty(), true);
    assert.equal(demo.app.shop.imports.isEmpty(), true);
  });

  it('deletes a session’s row and basket a day after it ended, not before', async () => {
    const visitor = new Visitor(demo.app);
    await visitor.start('/en/product/2');
    await visitor.post('/qf/en/basket/add', { product: '2' });
    const sessionId = visitor.cookies.get(SESSION_COOKIE) ?? '';
    clock += ANONYMOUS_SESSION_TTL_MS + 1000;
    await demo.app.shop.sessions.sweep();
    assert.ok(await sessionRow(sessionId), 'recently ended: kept');
    clock += DAY_MS;
    await demo.app.shop.sessions.sweep();
    assert.equal(await sessionRow(sessionId), undefined);
    const basket = await demo.app.shop.db
      .selectFrom('basket_items')
      .select('product_id')
      .where('session_id', '=', sessionId)
      .execute();
    assert.deepEqual(basket, []);
  });
});

describe('the session sweep timer', () => {
  it(`sweeps every ${SESSION_SWEEP_INTERVAL_MS / 1000} s and stops when the shop closes`, async (context) => {
    context.mock.timers.enable({ apis: ['setInterval'] });
    const { app, close } = await createTestShop();
    const sweep = context.mock.method(app.shop.sessions, 'sweep', async () => {});
    context.mock.timers.tick(SESSION_SWEEP_INTERVAL_MS - 1);
    assert.equal(sweep.mock.callCount(), 0);
    context.mock.timers.tick(1);
    assert.equal(sweep.mock.callCount(), 1);
    await new Promise((resolve) => setImmediate(resolve));
    context.mock.timers.tick(SESSION_SWEEP_INTERVAL_MS);
    assert.equal(sweep.mock.callCount(), 2);
    await close();
    context.mock.timers.tick(SESSION_SWEEP_INTERVAL_MS * 3);
    assert.equal(sweep.mock.callCount(), 2);
  });
});
