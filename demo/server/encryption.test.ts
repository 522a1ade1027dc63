import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createEncryptionKeyPair, publicKeyAnswer } from './pu.ts';
import {
  createTestShop,
  encryptFor,
  MANY_LOGINS,
  PU_UI_HEADERS,
  shopPublicKey,
  Visitor,
} from './test-support.ts';

// The seed's first demo user (docs/demo.md).
const JANA = { email: 'jana@example.com', password: 'heslo-demo-1' } as const;
const DECRYPT_FAILED = /The password could not be decrypted\. Reload the page and enter it again\./;

describe('encrypted passwords', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let jwk: Awaited<ReturnType<typeof shopPublicKey>>;
  /** Ciphertext of the right shape (base64 of 256 bytes) made with a key that is not the shop's. */
  let foreignCiphertext: string;

  before(async () => {
    ({ app, close } = await createTestShop({ attemptLimits: MANY_LOGINS }));
    jwk = await shopPublicKey(app);
    foreignCiphertext = encryptFor(JSON.parse(publicKeyAnswer(await createEncryptionKeyPair())), 'x');
  });
  after(async () => close());

  const logIn = async (password: string) => {
    const visitor = new Visitor(app);
    await visitor.start('/en/login');
    const response = await visitor.post('/qf/en/ramjet/performLogin', { email: JANA.email, password });
    return { visitor, response };
  };

  it('answers the public key at /qf/{lang}/ramjet/keyPair: a JWK without private parts, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/qf/cs/ramjet/keyPair' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.match(String(response.headers['content-security-policy']), /default-src 'self'/);
    const key = JSON.parse(response.body);
    assert.deepEqual(Object.keys(key).sort(), ['alg', 'e', 'kid', 'kty', 'n', 'use']);
    assert.equal(key.alg, 'RSA-OAEP-256');
    assert.equal(Buffer.from(key.n, 'base64url').length, 256, 'a 2048-bit key');
    assert.deepEqual(key, await shopPublicKey(app, 'de'), 'one key pair for the whole shop');
    assert.equal((await app.inject({ method: 'GET', url: '/qf/xx/ramjet/keyPair' })).statusCode, 404);
  });

  it('marks the login and registration forms and their password fields for encryption', async () => {
    const login = (await app.inject({ method: 'GET', url: '/en/login' })).body;
    assert.match(login, /<form id="loginForm"[^>]*data-encrypt-key-url="\/qf\/en\/ramjet\/keyPair"/);
    assert.match(login, /<p class="form-error" role="alert" data-encrypt-status="">/);
    assert.match(login, /<input id="login-password" type="password"[^>]*maxLength="200" data-encrypt=""/);
    assert.doesNotMatch(login, /<input id="login-email"[^>]*data-encrypt/);
    const register = (await app.inject({ method: 'GET', url: '/qf/de/ramjet/register' })).body;
    assert.match(
      register,
      /<form id="registrationForm"[^>]*data-encrypt-key-url="\/qf\/de\/ramjet\/keyPair"/,
    );
    assert.match(register, /data-encrypt-status="" data-validate-status=""/);
    assert.equal(register.match(/type="password"[^>]*data-encrypt=""/g)?.length, 2);
  });

  it('logs in with the password encrypted for the shop key', async () => {
    const { visitor, response } = await logIn(encryptFor(jwk, JANA.password));
    assert.equal(response.statusCode, 303);
    assert.match((await visitor.get('/en/')).body, /Signed in as Jana/);
  });

  it('logs in with the password as typed, the post of a page without script', async () => {
    const { response } = await logIn(JANA.password);
    assert.equal(response.statusCode, 303);
  });

  it('refuses a wrong password whether encrypted or not', async () => {
    assert.equal((await logIn(encryptFor(jwk, 'not-her-password'))).response.statusCode, 401);
    assert.equal((await logIn('not-her-password')).response.statusCode, 401);
  });

  it('answers 400 with a clear message for ciphertext the shop key cannot read, and signs nobody in', async () => {
    const garbage = randomBytes(256).toString('base64');
    const truncated = encryptFor(jwk, JANA.password).slice(0, 300);
    const tooLongToBeTyped = 'x'.repeat(201);
    for (const password of [foreignCiphertext, garbage, truncated, tooLongToBeTyped]) {
      const { visitor, response } = await logIn(password);
      assert.equal(response.statusCode, 400, `refused: ${password.slice(0, 20)}…`);
      assert.match(response.body, DECRYPT_FAILED);
      assert.doesNotMatch((await visitor.get('/en/')).body, /Signed in as/);
    }
  });

  it('sends a partial-update login with unreadable ciphertext to a fresh login page that says why', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/login');
    const response = await visitor.post(
      '/qf/en/ramjet/performLogin',
      { email: JANA.email, password: foreignCiphertext, returnTo: '/en/basket', _pu_target: 'content' },
      { headers: PU_UI_HEADERS },
    );
    assert.equal(response.statusCode, 200);
    const target = String(response.headers['pu-redirect']);
    assert.equal(target, '/en/login?failed=unreadable&returnTo=%2Fen%2Fbasket');
    const page = await visitor.get(target);
    assert.equal(page.statusCode, 400);
    assert.match(page.body, DECRYPT_FAILED);
    assert.match(page.body, /<form id="loginForm"/);
    assert.doesNotMatch((await visitor.get('/en/')).body, /Signed in as/);
  });

  it('creates an account from encrypted passwords; the password then works as typed', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/qf/en/ramjet/register');
    const response = await visitor.post('/qf/en/ramjet/register', {
      'frm.name': 'Petr Šifra',
      'frm.email': 'petr@example.com',
      'frm.password': encryptFor(jwk, 'tajne-heslo-77'),
      'frm.passwordConfirm': encryptFor(jwk, 'tajne-heslo-77'),
    });
    assert.equal(response.statusCode, 303);
    assert.match((await visitor.get('/en/')).body, /Signed in as Petr Šifra/);
    const again = new Visitor(app);
    assert.equal((await again.logIn('petr@example.com', 'tajne-heslo-77', 'en')).statusCode, 303);
  });

  it('checks the decrypted passwords of a registration, and refuses unreadable ciphertext with 400', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/qf/en/ramjet/register');
    const fields = { 'frm.name': 'Ola', 'frm.email': 'ola@example.com' };
    const mismatch = await visitor.post('/qf/en/ramjet/register', {
      ...fields,
      'frm.password': encryptFor(jwk, 'first-password-1'),
      'frm.passwordConfirm': encryptFor(jwk, 'other-password-2'),
    });
    assert.equal(mismatch.statusCode, 422);
    assert.match(mismatch.body, /The passwords do not match\./);
    const unreadable = await visitor.post('/qf/en/ramjet/register', {
      ...fields,
      'frm.password': foreignCiphertext,
      'frm.passwordConfirm': foreignCiphertext,
    });
    assert.equal(unreadable.statusCode, 400);
    assert.match(unreadable.body, DECRYPT_FAILED);
    assert.doesNotMatch((await visitor.get('/en/')).body, /Signed in as/);
  });

  it('live validation decrypts the passwords it is sent and never echoes them', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/qf/en/ramjet/register');
    const call = (password: string, passwordConfirm: string) =>
      visitor.post('/validate/en/ramjet/register', {
        'frm.name': 'Eva',
        'frm.email': 'eva.live@example.com',
        'frm.password': password,
        'frm.passwordConfirm': passwordConfirm,
        formId: 'registrationForm',
        requestedWidgets: 'frm.password',
        validationContextId: '',
      });
    const short = JSON.parse((await call(encryptFor(jwk, 'short'), '')).body);
    assert.equal(short.error, false);
    assert.deepEqual(short.data.widgets[0].messages, ['The password needs at least 10 characters.']);
    assert.equal(short.data.widgets[0].validatedValue, null);
    const good = encryptFor(jwk, 'long-enough-password');
    const fine = JSON.parse((await call(good, good)).body);
    assert.deepEqual(fine.data.widgets[0].messages, []);
    const unreadable = JSON.parse((await call(foreignCiphertext, '')).body);
    assert.equal(unreadable.error, true);
    assert.equal(
      unreadable.errorMessage,
      'Encrypted field frm.password cannot be decrypted: it was not encrypted with this server key.',
    );
  });
});
