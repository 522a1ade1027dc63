import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { translator } from '../i18n/translate.ts';
import { CSRF_COOKIE } from './csrf.ts';
import { createTestShop, PU_UI_HEADERS, Visitor } from './test-support.ts';

async function basketCount(visitor: Visitor): Promise<string> {
  const page = await visitor.get('/en/basket');
  return /Basket \((\d+)\)/.exec(page.body)?.[1] ?? '';
}

/** The old token is refused now; the token of a page loaded now works. */
async function assertOnlyNewTokensWork(visitor: Visitor, oldToken: string): Promise<void> {
  const stale = await visitor.post(
    '/qf/en/basket/add',
    { product: '2', _csrf: oldToken },
    { withToken: false },
  );
  assert.equal(stale.statusCode, 403, 'the token from before');
  await visitor.start('/en/product/2');
  assert.notEqual(visitor.csrfToken, oldToken);
  assert.equal((await visitor.post('/qf/en/basket/add', { product: '2' })).statusCode, 200, 'a fresh token');
}

describe('CSRF protection', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  it('refuses a form post without the token with 403 and changes nothing', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/product/2');
    const response = await visitor.post('/qf/en/basket/add', { product: '2' }, { withToken: false });
    assert.equal(response.statusCode, 403);
    assert.ok(response.body.includes(translator('en')('error.csrf')));
    assert.equal(await basketCount(visitor), '0');
  });

  it('refuses a partial-update post with a wrong token', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/product/2');
    visitor.csrfToken = 'forged-token';
    const response = await visitor.post(
      '/qf/en/basket/add',
      { product: '2', _pu_target: 'content' },
      { headers: PU_UI_HEADERS },
    );
    assert.equal(response.statusCode, 403);
    assert.equal(await basketCount(visitor), '0');
  });

  it('refuses a token without the secret cookie it belongs to', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/product/2');
    visitor.cookies.delete('_csrf');
    const response = await visitor.post('/qf/en/basket/add', { product: '2' });
    assert.equal(response.statusCode, 403);
  });

  it('accepts the token from the form field and from the csrf-token header (for scripts)', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/product/2');
    assert.equal((await visitor.post('/qf/en/basket/add', { product: '2' })).statusCode, 200);
    const byHeader = await visitor.post(
      '/qf/en/basket/add',
      { product: '2' },
      { withToken: false, headers: { 'csrf-token': visitor.csrfToken } },
    );
    assert.equal(byHeader.statusCode, 200);
    assert.equal(await basketCount(visitor), '2');
  });

  it('protects login, logout, lists and the user-tools post too', async () => {
    const visitor = new Visitor(app);
    await visitor.start();
    for (const url of [
      '/qf/en/ramjet/performLogin',
      '/qf/en/ramjet/logout',
      '/qf/en/lists/create',
      '/qf/en/ramjet/include',
      '/qf/en/ramjet/register',
    ]) {
      const response = await visitor.post(
        url,
        { email: 'jana@example.com', password: 'heslo-demo-1' },
        { withToken: false },
      );
      assert.equal(response.statusCode, 403, url);
    }
  });

  it('issues a new secret at login: a token of a page from before the login no longer works', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/product/2');
    const anonymousToken = visitor.csrfToken;
    const secretBefore = visitor.cookies.get(CSRF_COOKIE);
    const login = await visitor.post('/qf/en/ramjet/performLogin', {
      email: 'john@example.com',
      password: 'demo-password-2',
    });
    assert.equal(login.statusCode, 303);
    assert.notEqual(visitor.cookies.get(CSRF_COOKIE), secretBefore, 'the login answer sets a new secret');
    await assertOnlyNewTokensWork(visitor, anonymousToken);
  });

  it('names a token of the new secret in X-CSRF-Token, so a page signed in by a partial update renews its own', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/product/2');
    const login = await visitor.post(
      '/qf/en/ramjet/performLogin?_pu_target=content',
      { email: 'john@example.com', password: 'demo-password-2' },
      { headers: { 'pu-request': '1' } },
    );
    const renewed = login.headers['x-csrf-token'];
    assert.equal(typeof renewed, 'string');
    // Only the header token (what the page sends from its meta after the swap), no form field.
    const basket = await visitor.post(
      '/qf/en/basket/add',
      { product: '2', amount: '1' },
      { withToken: false, headers: { 'x-csrf-token': renewed as string } },
    );
    assert.notEqual(basket.statusCode, 403);
  });

  it('issues a new secret at logout: a token of the signed-in pages no longer works', async () => {
    const visitor = new Visitor(app);
    await visitor.logIn('john@example.com', 'demo-password-2', 'en');
    await visitor.start('/en/product/2');
    const signedInToken = visitor.csrfToken;
    assert.equal((await visitor.post('/qf/en/ramjet/logout', {})).statusCode, 303);
    await assertOnlyNewTokensWork(visitor, signedInToken);
  });
});
