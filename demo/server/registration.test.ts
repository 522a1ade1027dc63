import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestShop, PU_UI_HEADERS, Visitor } from './test-support.ts';

describe('registration', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  it('shows each field error next to its field with status 422', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/qf/en/ramjet/register');
    const response = await visitor.post('/qf/en/ramjet/register', {
      'frm.name': '',
      'frm.email': 'not-an-email',
      'frm.password': 'short',
      'frm.passwordConfirm': 'other',
    });
    assert.equal(response.statusCode, 422);
    assert.match(
      response.body,
      /id="register-name-error" class="field-error" aria-live="polite">Fill in this field\./,
    );
    assert.match(
      response.body,
      /id="register-email-error" class="field-error" aria-live="polite">Enter a valid e-mail address\./,
    );
    assert.match(
      response.body,
      /id="register-password-error" class="field-error" aria-live="polite">The password needs at least 10 characters\./,
    );
    assert.match(
      response.body,
      /id="register-password-confirm-error" class="field-error" aria-live="polite">The passwords do not match\./,
    );
    assert.match(response.body, /<input id="register-email"[^>]*aria-invalid="true"/);
  });

  it('refuses an e-mail that already has an account', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/qf/cs/ramjet/register');
    const response = await visitor.post(
      '/qf/cs/ramjet/register',
      {
        'frm.name': 'Jana',
        'frm.email': 'JANA@example.com',
        'frm.password': 'long-enough-1',
        'frm.passwordConfirm': 'long-enough-1',
        _pu_target: 'content',
      },
      { headers: PU_UI_HEADERS },
    );
    assert.equal(response.statusCode, 200, 'a partial update shows the form with its errors');
    assert.match(response.body, /Účet s tímto e-mailem už existuje\./);
  });

  it('creates the account, signs in and can log in again with the password', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/qf/en/ramjet/register');
    const response = await visitor.post('/qf/en/ramjet/register', {
      'frm.name': 'Eva Svobodová',
      'frm.email': 'eva@example.com',
      'frm.password': 'a-good-password',
      'frm.passwordConfirm': 'a-good-password',
    });
    assert.equal(response.statusCode, 303);
    assert.match((await visitor.get('/en/')).body, /Signed in as Eva Svobodová/);
    const again = new Visitor(app);
    assert.equal((await again.logIn('eva@example.com', 'a-good-password', 'en')).statusCode, 303);
  });
});
