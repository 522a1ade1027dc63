import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CSRF_COOKIE } from './csrf.ts';
import { CSRF_TOKEN_HEADER, PU_REPEATABLE_HEADER } from './pu.ts';
import { useTestShop, Visitor } from './test-support.ts';

/** A page loaded before a login in another tab of the same browser: its token is of the old secret. */
async function tabOpenedBeforeLogin(visitor: Visitor): Promise<string> {
  await visitor.start('/en/product/2');
  const oldToken = visitor.csrfToken;
  assert.equal((await visitor.logIn('john@example.com', 'demo-password-2', 'en')).statusCode, 303);
  return oldToken;
}

describe('a token made stale by a rotated secret', () => {
  const shop = useTestShop();

  it('is refused with a fresh token and leave to repeat an add to basket, which then adds once', async () => {
    const visitor = new Visitor(shop.app);
    const oldToken = await tabOpenedBeforeLogin(visitor);
    const refused = await visitor.post(
      '/qf/en/basket/add',
      { product: '2', _csrf: oldToken },
      { withToken: false },
    );
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.headers[PU_REPEATABLE_HEADER.toLowerCase()], '1');
    const fresh = String(refused.headers[CSRF_TOKEN_HEADER.toLowerCase()] ?? '');
    assert.ok(fresh && fresh !== oldToken);
    assert.doesNotMatch(
      (await visitor.get('/en/basket')).body,
      /basket-quantity-2/,
      'the refused request did nothing',
    );
    const repeated = await visitor.post(
      '/qf/en/basket/add',
      { product: '2', _csrf: fresh },
      { withToken: false },
    );
    assert.equal(repeated.statusCode, 200);
    assert.match((await visitor.get('/en/basket')).body, /id="basket-quantity-2"[^>]*value="1"/);
  });

  it('gives a fresh token but no leave to repeat a sign-out', async () => {
    const visitor = new Visitor(shop.app);
    const oldToken = await tabOpenedBeforeLogin(visitor);
    const refused = await visitor.post('/qf/en/ramjet/logout', { _csrf: oldToken }, { withToken: false });
    assert.equal(refused.statusCode, 403);
    assert.ok(refused.headers[CSRF_TOKEN_HEADER.toLowerCase()]);
    assert.equal(refused.headers[PU_REPEATABLE_HEADER.toLowerCase()], undefined);
  });

  it('gives nothing to a request without a secret (a cross-site post carries none)', async () => {
    const visitor = new Visitor(shop.app);
    await visitor.start('/en/product/2');
    visitor.cookies.delete(CSRF_COOKIE);
    const refused = await visitor.post('/qf/en/basket/add', { product: '2' });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.headers[CSRF_TOKEN_HEADER.toLowerCase()], undefined);
    assert.equal(refused.headers[PU_REPEATABLE_HEADER.toLowerCase()], undefined);
  });
});
