import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { AttemptLimiter } from './attempt-limiter.ts';
import { DEFAULT_ATTEMPT_LIMITS, RETRY_AFTER_HEADER } from './attempt-limits.ts';
import { PU_UI_HEADERS, useTestShop, Visitor } from './test-support.ts';

const TOO_MANY = /Too many attempts\. Try again in a minute\./;
/** Small, so that the refused login comes before many slow password checks. */
const LOGINS_PER_ACCOUNT = 3;

/** A visitor at an address of its own (192.0.2.0/24 is for documentation), holding a page's token. */
let nextHost = 1;
async function visitorFromNewAddress(app: FastifyInstance, page: string): Promise<Visitor> {
  const visitor = new Visitor(app, { address: `192.0.2.${nextHost++}` });
  await visitor.start(page);
  return visitor;
}

function assertRefused(response: LightMyRequestResponse, status = 429): void {
  assert.equal(response.statusCode, status);
  const wait = Number(response.headers[RETRY_AFTER_HEADER.toLowerCase()]);
  assert.ok(wait >= 1 && wait <= 60, `Retry-After in seconds of the minute, got ${wait}`);
}

const registration = (email: string) => ({
  'frm.name': 'Probe',
  'frm.email': email,
  'frm.password': 'short',
  'frm.passwordConfirm': 'short',
});

describe('attempt limits per address and per e-mail', () => {
  let clock = Date.UTC(2026, 5, 1);
  const demo = useTestShop({
    now: () => clock,
    attemptLimits: { loginPerAccount: { max: LOGINS_PER_ACCOUNT, windowMs: 60_000 } },
  });

  it('refuses a login to one account from the attempt after the limit, whatever the address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOGINS_PER_ACCOUNT; attempt += 1) {
      const visitor = await visitorFromNewAddress(demo.app, '/en/login');
      const response = await visitor.post('/qf/en/ramjet/performLogin', {
        email: 'JOHN@example.com ',
        password: 'a guess',
      });
      statuses.push(response.statusCode);
      if (attempt === LOGINS_PER_ACCOUNT) {
        assertRefused(response);
        assert.match(response.body, TOO_MANY);
        assert.match(response.body, /<form[^>]*id="loginForm"/, 'the login page, to try again later');
      }
    }
    assert.deepEqual(statuses, [401, 401, 401, 429]);

    const rightPassword = await visitorFromNewAddress(demo.app, '/en/login');
    const refused = await rightPassword.post('/qf/en/ramjet/performLogin', {
      email: 'john@example.com',
      password: 'demo-password-2',
    });
    assertRefused(refused);
    assert.ok(!(await rightPassword.get('/en/')).body.includes('Signed in as'), 'nobody signed in');

    const otherAccount = await visitorFromNewAddress(demo.app, '/en/login');
    assert.equal((await otherAccount.logIn('jana@example.com', 'heslo-demo-1', 'en')).statusCode, 303);

    clock += 60_000;
    const nextMinute = await visitorFromNewAddress(demo.app, '/en/login');
    assert.equal((await nextMinute.logIn('john@example.com', 'demo-password-2', 'en')).statusCode, 303);
  });

  it('sends a refused partial-update login to the login page that says why', async () => {
    clock += 60_000;
    const visitor = await visitorFromNewAddress(demo.app, '/en/login');
    for (let attempt = 0; attempt < LOGINS_PER_ACCOUNT; attempt += 1) {
      await visitor.post('/qf/en/ramjet/performLogin', { email: 'jana@example.com', password: 'guess' });
    }
    const refused = await visitor.post(
      '/qf/en/ramjet/performLogin?_pu_target=content',
      { email: 'jana@example.com', password: 'heslo-demo-1', returnTo: '/en/basket' },
      { headers: PU_UI_HEADERS },
    );
    assertRefused(refused, 200);
    assert.equal(refused.headers['pu-redirect'], '/en/login?failed=tooMany&returnTo=%2Fen%2Fbasket');
    const page = await visitor.get('/en/login?failed=tooMany&returnTo=%2Fen%2Fbasket');
    assert.equal(page.statusCode, 429);
    assert.match(page.body, TOO_MANY);
  });

  it('refuses the registration of one e-mail after the limit from any address; another e-mail passes', async () => {
    const { max } = DEFAULT_ATTEMPT_LIMITS.registrationPerEmail;
    for (let attempt = 0; attempt < max; attempt += 1) {
      const visitor = await visitorFromNewAddress(demo.app, '/qf/en/ramjet/register');
      const response = await visitor.post('/qf/en/ramjet/register', registration('probe@example.com'));
      assert.equal(response.statusCode, 422, `attempt ${attempt + 1} is checked`);
    }
    const visitor = await visitorFromNewAddress(demo.app, '/qf/en/ramjet/register');
    const refused = await visitor.post('/qf/en/ramjet/register', registration('Probe@Example.com'));
    assertRefused(refused);
    assert.match(refused.body, /id="register-email-error" class="field-error" aria-live="polite">Too many/);
    assert.match(
      refused.body,
      /<input id="register-email"[^>]*value="probe@example.com"/,
      'the input is kept',
    );

    const partial = await visitor.post(
      '/qf/en/ramjet/register?_pu_target=content',
      registration('probe@example.com'),
      { headers: PU_UI_HEADERS },
    );
    assertRefused(partial, 200);
    assert.match(partial.body, TOO_MANY, 'a partial update shows the form with the message');

    const other = await visitor.post('/qf/en/ramjet/register', registration('someone.else@example.com'));
    assert.equal(other.statusCode, 422, 'another e-mail is checked as usual');
  });

  it('refuses registrations from one address after its limit, whatever the e-mail', async () => {
    clock += 60_000;
    const { max } = DEFAULT_ATTEMPT_LIMITS.registrationPerAddress;
    const visitor = await visitorFromNewAddress(demo.app, '/qf/en/ramjet/register');
    for (let attempt = 0; attempt < max; attempt += 1) {
      const response = await visitor.post('/qf/en/ramjet/register', registration(`n${attempt}@example.com`));
      assert.equal(response.statusCode, 422);
    }
    assertRefused(await visitor.post('/qf/en/ramjet/register', registration('fresh@example.com')));
    const elsewhere = await visitorFromNewAddress(demo.app, '/qf/en/ramjet/register');
    assert.equal(
      (await elsewhere.post('/qf/en/ramjet/register', registration('fresh@example.com'))).statusCode,
      422,
    );
  });

  it('answers live-validation calls about one e-mail after the limit with 429 and a failure answer', async () => {
    clock += 60_000;
    const call = (visitor: Visitor, email: string) =>
      visitor.post('/validate/en/ramjet/register', {
        ...registration(email),
        formId: 'registrationForm',
        requestedWidgets: 'frm.email',
        validationContextId: '',
      });
    const { max } = DEFAULT_ATTEMPT_LIMITS.validationPerEmail;
    for (let attempt = 0; attempt < max; attempt += 1) {
      const visitor = new Visitor(demo.app, { address: `198.51.100.${attempt + 1}` });
      await visitor.start('/qf/en/ramjet/register');
      assert.equal((await call(visitor, 'watched@example.com')).statusCode, 200);
    }
    const visitor = await visitorFromNewAddress(demo.app, '/qf/en/ramjet/register');
    const refused = await call(visitor, 'watched@example.com');
    assertRefused(refused);
    assert.deepEqual(JSON.parse(refused.body), {
      error: true,
      errorMessage: 'Too many attempts. Try again in a minute.',
      data: null,
    });
    assert.equal((await call(visitor, 'unwatched@example.com')).statusCode, 200);
  });
});

describe('attempt limiter', () => {
  it('counts per key within the window, starts again after it and forgets passed windows', () => {
    let clock = 0;
    const limiter = new AttemptLimiter({ max: 2, windowMs: 60_000 }, () => clock);
    assert.deepEqual([limiter.hit('a'), limiter.hit('a'), limiter.hit('b')], [0, 0, 0]);
    clock = 15_000;
    assert.equal(limiter.hit('a'), 45, 'the seconds left of the window');
    clock = 60_000;
    assert.equal(limiter.hit('a'), 0, 'a new window');
    assert.equal(limiter.trackedKeys, 1, 'the passed window of b is gone');
  });
});
