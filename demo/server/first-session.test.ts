import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE } from './csrf.ts';
import { FIRST_REQUESTS_WINDOW_MS, SESSION_COOKIE } from './session.ts';
import { createTestShop, Visitor } from './test-support.ts';

/**
 * A new visitor's first changes may leave the browser together, before the answer that sets the
 * session cookie arrives: both carry the CSRF secret of the page, and the server opens one session
 * for it (docs/security.md, "Sessions").
 */
describe('the first session of a visitor', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  it('opens one session for simultaneous first requests without a session cookie', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const visitor = new Visitor(app);
      await visitor.start('/en/product/3');
      assert.ok(!visitor.cookies.has(SESSION_COOKIE), 'a page view opens no session');
      const [basket, comparison] = await Promise.all([
        visitor.post('/qf/en/basket/add', { product: '3' }),
        visitor.post('/qf/en/comparison/add', { product: '3' }),
      ]);
      assert.equal(basket.statusCode, 200);
      assert.equal(comparison.statusCode, 303);
      const cookieOf = (response: typeof basket) =>
        response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
      assert.equal(cookieOf(basket), cookieOf(comparison), 'both answers name one session');
      assert.match((await visitor.get('/en/basket')).body, /id="basket-quantity-3"[^>]*value="1"/);
      assert.match((await visitor.get('/en/comparison')).body, /<th scope="col">/);
    }
  });

  it('opens a session of its own for each visitor, even for one with the same CSRF secret later', async () => {
    const first = new Visitor(app);
    await first.start('/en/product/3');
    await first.post('/qf/en/basket/add', { product: '3' });
    const second = new Visitor(app);
    await second.start('/en/product/4');
    await second.post('/qf/en/basket/add', { product: '4' });
    assert.notEqual(first.cookies.get(SESSION_COOKIE), second.cookies.get(SESSION_COOKIE));
  });

  it('leads a secret to its session only in the first moments, and never to a signed-in one', async () => {
    let now = Date.now();
    const shop = await createTestShop({ now: () => now });
    try {
      const visitor = new Visitor(shop.app);
      await visitor.start('/en/product/3');
      await visitor.post('/qf/en/basket/add', { product: '3' });
      const opened = visitor.cookies.get(SESSION_COOKIE);
      const planted = { secret: visitor.cookies.get(CSRF_COOKIE) ?? '', token: visitor.csrfToken };
      // Whoever holds the secret and a token from it (one planted it in the browser, say) and
      // sends no session cookie, after the first moments: a session of its own.
      now += FIRST_REQUESTS_WINDOW_MS + 1;
      const holder = new Visitor(shop.app);
      holder.cookies.set(CSRF_COOKIE, planted.secret);
      holder.csrfToken = planted.token;
      await holder.post('/qf/en/basket/add', { product: '4' });
      assert.ok(holder.cookies.get(SESSION_COOKIE));
      assert.notEqual(holder.cookies.get(SESSION_COOKIE), opened);

      // Signed in within the first moments: the secret that opened the session leads nowhere.
      const signing = new Visitor(shop.app);
      await signing.start('/en/product/3');
      await signing.post('/qf/en/basket/add', { product: '3' });
      const before = { secret: signing.cookies.get(CSRF_COOKIE) ?? '', token: signing.csrfToken };
      assert.equal((await signing.logIn('john@example.com', 'demo-password-2', 'en')).statusCode, 303);
      const follower = new Visitor(shop.app);
      follower.cookies.set(CSRF_COOKIE, before.secret);
      follower.csrfToken = before.token;
      await follower.post('/qf/en/basket/add', { product: '4' });
      assert.ok(follower.cookies.get(SESSION_COOKIE));
      assert.notEqual(follower.cookies.get(SESSION_COOKIE), signing.cookies.get(SESSION_COOKIE));
      assert.doesNotMatch((await follower.get('/en/basket')).body, /basket-quantity-3/);
    } finally {
      await shop.close();
    }
  });
});
