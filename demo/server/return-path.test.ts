import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { hostileAddress } from '../../src/core/test-support/hostile-addresses.ts';
import { MANY_LOGINS, PU_UI_HEADERS, useTestShop, Visitor } from './test-support.ts';

/** The host the visitor asks for (every request below names it), so its Referer can be told from another site's. */
const SHOP = 'http://shop.test';
const visitorOf = (app: FastifyInstance) => new Visitor(app, { headers: { host: 'shop.test' } });
const returnField = (body: string) =>
  /name="returnTo" value="([^"]*)"/.exec(body)?.[1]?.replaceAll('&amp;', '&');

/** Login and registration lead back to the page the visitor came from, never anywhere else. */
describe('return path of login and registration', () => {
  const shop = useTestShop({ attemptLimits: MANY_LOGINS });

  it('keeps a returnTo of this shop through a sign-in link followed as a partial update', async () => {
    const visitor = visitorOf(shop.app);
    await visitor.start('/en/product/1');
    const partial = await visitor.get(
      '/en/login?returnTo=%2Fen%2Fproduct%2F1&_pu_target=content',
      PU_UI_HEADERS,
    );
    assert.equal(partial.headers['pu-redirect'], '/en/login?returnTo=%2Fen%2Fproduct%2F1');
    const page = await visitor.get(String(partial.headers['pu-redirect']));
    assert.equal(returnField(page.body), '/en/product/1');
    const login = await visitor.post('/qf/en/ramjet/performLogin', {
      email: 'jana@example.com',
      password: 'heslo-demo-1',
      returnTo: '/en/product/1',
    });
    assert.equal(login.headers.location, '/en/product/1');
  });

  it('returns to the page the sign-in link was clicked on when the link names none (Referer)', async () => {
    const visitor = visitorOf(shop.app);
    const referer = { referer: `${SHOP}/en/category/lamps?sort=priceAsc&page=2` };
    const partial = await visitor.get('/en/login?_pu_target=content', { ...PU_UI_HEADERS, ...referer });
    assert.equal(
      partial.headers['pu-redirect'],
      '/en/login?returnTo=%2Fen%2Fcategory%2Flamps%3Fsort%3DpriceAsc%26page%3D2',
    );
    const full = await visitor.get('/en/login', referer);
    assert.equal(returnField(full.body), '/en/category/lamps?sort=priceAsc&page=2');
  });

  it('falls back to the home page for a foreign Referer, a login page or a form address', async () => {
    const visitor = visitorOf(shop.app);
    for (const referer of [
      'https://evil.example/en/basket',
      `${SHOP}/en/login?returnTo=%2Fen%2Fbasket`,
      `${SHOP}/qf/en/ramjet/register`,
    ]) {
      const page = await visitor.get('/en/login', { referer });
      assert.equal(returnField(page.body), '/en/', referer);
    }
    const loop = await visitor.get('/en/login?returnTo=%2Fde%2Flogin%3Ffailed%3D1');
    assert.equal(returnField(loop.body), '/en/', 'a login page is never the way back');
  });

  it('turns every generated hostile returnTo into a path of this shop, or the home page', async () => {
    const visitor = visitorOf(shop.app);
    await fc.assert(
      fc.asyncProperty(hostileAddress(), async (address) => {
        const page = await visitor.get(`/en/login?returnTo=${encodeURIComponent(address)}`);
        assert.equal(page.statusCode, 200);
        const back = returnField(page.body);
        assert.ok(back !== undefined, 'the form carries a return path');
        const resolved = new URL(back, `${SHOP}/en/login`);
        assert.equal(resolved.origin, SHOP, `${JSON.stringify(address)} → ${JSON.stringify(back)}`);
        assert.ok(back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\'), back);
        assert.ok(!resolved.pathname.startsWith('/qf/') && !/\/login\/?$/.test(resolved.pathname), back);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the e-mail a refused partial-update login was typed with, for that login page only', async () => {
    const visitor = visitorOf(shop.app);
    await visitor.start('/en/login');
    const refused = await visitor.post(
      '/qf/en/ramjet/performLogin',
      {
        email: 'jana@example.com',
        password: 'wrong-password',
        returnTo: '/en/basket',
        _pu_target: 'content',
      },
      { headers: PU_UI_HEADERS },
    );
    const page = await visitor.get(String(refused.headers['pu-redirect']));
    assert.match(page.body, /<input id="login-email"[^>]*value="jana@example.com"/);
    assert.equal(returnField(page.body), '/en/basket');
    const again = await visitor.get('/en/login');
    assert.doesNotMatch(again.body, /value="jana@example.com"/, 'read once');
  });

  it('keeps the typed e-mail on a refused login without script', async () => {
    const visitor = visitorOf(shop.app);
    await visitor.start('/en/login');
    const refused = await visitor.post('/qf/en/ramjet/performLogin', {
      email: 'jana@example.com',
      password: 'wrong-password',
    });
    assert.equal(refused.statusCode, 401);
    assert.match(refused.body, /<input id="login-email"[^>]*value="jana@example.com"/);
  });

  it('leads a new customer back to the page they came from, through the login page link too', async () => {
    const visitor = visitorOf(shop.app);
    const login = await visitor.get('/en/login?returnTo=%2Fen%2Fcomparison');
    assert.match(login.body, /href="\/qf\/en\/ramjet\/register\?returnTo=%2Fen%2Fcomparison"/);
    const form = await visitor.get('/qf/en/ramjet/register?returnTo=%2Fen%2Fcomparison');
    assert.equal(returnField(form.body), '/en/comparison');
    const created = await visitor.post('/qf/en/ramjet/register', {
      'frm.name': 'Petra Nová',
      'frm.email': 'petra.return@example.com',
      'frm.password': 'a-good-password',
      'frm.passwordConfirm': 'a-good-password',
      returnTo: '/en/comparison',
    });
    assert.equal(created.statusCode, 303);
    assert.equal(created.headers.location, '/en/comparison');
  });
});
