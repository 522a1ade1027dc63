import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestShop, PU_UI_HEADERS, Visitor } from './test-support.ts';

describe('registration', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  /** A new visitor who opens the registration form and sends it, the fields under their frm. names. */
  async function register(
    lang: 'cs' | 'en',
    fields: { name: string; email: string; password: string; passwordConfirm: string },
    options: { partialUpdate?: boolean } = {},
  ): Promise<{ visitor: Visitor; response: LightMyRequestResponse }> {
    const visitor = new Visitor(app);
    await visitor.start(`/qf/${lang}/ramjet/register`);
    const form = Object.fromEntries(Object.entries(fields).map(([name, value]) => [`frm.${name}`, value]));
    const response = await visitor.post(
      `/qf/${lang}/ramjet/register`,
      options.partialUpdate ? { ...form, _pu_target: 'content' } : form,
      options.partialUpdate ? { headers: PU_UI_HEADERS } : {},
    );
    return { visitor, response };
  }

  it('shows each field error next to its field with status 422', async () => {
    const { response } = await register('en', {
      name: '',
      email: 'not-an-email',
      password: 'short',
      passwordConfirm: 'other',
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
    const { response } = await register(
      'cs',
      {
        name: 'Jana',
        email: 'JANA@example.com',
        password: 'long-enough-1',
        passwordConfirm: 'long-enough-1',
      },
      { partialUpdate: true },
    );
    assert.equal(response.statusCode, 200, 'a partial update shows the form with its errors');
    assert.match(response.body, /Účet s tímto e-mailem už existuje\./);
  });

  it('creates the account, signs in and can log in again with the password', async () => {
    const { visitor, response } = await register('en', {
      name: 'Eva Svobodová',
      email: 'eva@example.com',
      password: 'a-good-password',
      passwordConfirm: 'a-good-password',
    });
    assert.equal(response.statusCode, 303);
    assert.match((await visitor.get('/en/')).body, /Signed in as Eva Svobodová/);
    const again = new Visitor(app);
    assert.equal((await again.logIn('eva@example.com', 'a-good-password', 'en')).statusCode, 303);
  });
});
