import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { answerValidation, type ValidationRuleSet } from './answer-validation.ts';
import {
  ERROR_CODE_CONTEXT_LOST,
  ERROR_CODE_FORM_STATE_GONE,
  ERROR_CODE_PARALLEL_CALL,
} from './constants.ts';
import { SignedValidationContexts } from './signed-validation-contexts.ts';
import { required } from './validation-rules.ts';

const SECRET = 'a shared secret of at least thirty-two bytes';
const OTHER_SECRET = 'another secret, also at least thirty-two bytes';

const rules: ValidationRuleSet = {
  widgets: [{ widgetId: 'email', inputName: 'frm.email', rules: [required('Enter your e-mail.')] }],
};

function call(contextId: string, formId = 'registration') {
  return new URLSearchParams({
    validationContextId: contextId,
    requestedWidgets: 'email',
    formId,
    'frm.email': 'a@example.com',
  });
}

/** Changes one character of the token to another character of the base64url alphabet (or the dot). */
function withCharacterChanged(token: string, index: number, replacement: string): string {
  const at = index % token.length;
  return token.slice(0, at) + replacement + token.slice(at + 1);
}

describe('SignedValidationContexts', () => {
  it('answers a context opened by another instance with the same secret, and by no other', async () => {
    const opened = new SignedValidationContexts({ secret: SECRET }).create('registration');
    const other = new SignedValidationContexts({ secret: SECRET });
    const answer = await answerValidation(call(opened), rules, { contexts: other });
    assert.equal(answer.error, false);
    assert.equal(answer.data?.validationContextId, opened);
    const stranger = new SignedValidationContexts({ secret: OTHER_SECRET });
    const refused = await answerValidation(call(opened), rules, { contexts: stranger });
    assert.equal(refused.errorMessage?.startsWith(`Error ${ERROR_CODE_CONTEXT_LOST}`), true);
  });

  it('opens a context on a handshake that any instance then answers', async () => {
    const first = new SignedValidationContexts({ secret: SECRET });
    const handshake = await answerValidation(call(''), rules, { contexts: first });
    const id = handshake.data?.validationContextId ?? '';
    assert.match(id, /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const second = new SignedValidationContexts({ secret: SECRET });
    assert.equal(second.status(id, 'registration'), 'active');
  });

  it('counts a context of another form as unknown', () => {
    const contexts = new SignedValidationContexts({ secret: SECRET });
    assert.equal(contexts.status(contexts.create('checkout'), 'registration'), 'unknown');
  });

  it('lets a context expire after its lifetime, on every instance', () => {
    let now = 1_000_000;
    const contexts = new SignedValidationContexts({ secret: SECRET, ttlMs: 60_000, now: () => now });
    const id = contexts.create('registration');
    now += 59_999;
    assert.equal(contexts.status(id, 'registration'), 'active');
    now += 1;
    assert.equal(contexts.status(id, 'registration'), 'unknown');
  });

  it('answers error 04 after a release and error 02 during a running call on the instance that saw them', async () => {
    const contexts = new SignedValidationContexts({ secret: SECRET });
    const id = contexts.create('registration');
    assert.equal(contexts.begin(id), true);
    const parallel = await answerValidation(call(id), rules, { contexts });
    assert.equal(parallel.errorMessage?.startsWith(`Error ${ERROR_CODE_PARALLEL_CALL}`), true);
    contexts.end(id);
    contexts.release(id);
    const released = await answerValidation(call(id), rules, { contexts });
    assert.equal(released.errorMessage?.startsWith(`Error ${ERROR_CODE_FORM_STATE_GONE}`), true);
  });

  it('forgets the oldest releases beyond its bound', () => {
    const contexts = new SignedValidationContexts({ secret: SECRET, maxReleased: 2 });
    const ids = [contexts.create('f'), contexts.create('f'), contexts.create('f')];
    for (const id of ids) contexts.release(id);
    assert.deepEqual(
      ids.map((id) => contexts.status(id, 'f')),
      ['active', 'released', 'released'],
    );
  });

  it('refuses a secret shorter than 32 bytes', () => {
    assert.throws(() => new SignedValidationContexts({ secret: 'short' }), RangeError);
  });

  it('answers any token with one character changed as unknown (error 01)', async () => {
    const contexts = new SignedValidationContexts({ secret: SECRET });
    const id = contexts.create('registration');
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'),
        async (index, replacement) => {
          const tampered = withCharacterChanged(id, index, replacement);
          fc.pre(tampered !== id);
          assert.equal(contexts.status(tampered, 'registration'), 'unknown');
          assert.equal(contexts.begin(tampered), false);
          const answer = await answerValidation(call(tampered), rules, { contexts });
          assert.equal(answer.error, true);
          assert.equal(answer.errorMessage?.startsWith(`Error ${ERROR_CODE_CONTEXT_LOST}`), true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers a payload re-signed by anyone without the secret, or moved to another form, as unknown', () => {
    const contexts = new SignedValidationContexts({ secret: SECRET });
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.integer(),
        fc.string({ maxLength: 20 }),
        (formId, expiresAt, nonce) => {
          const forged = Buffer.from(JSON.stringify({ f: formId, e: expiresAt, n: nonce })).toString(
            'base64url',
          );
          const [, , mac] = contexts.create(formId).split('.');
          assert.equal(contexts.status(`v1.${forged}.${mac}`, formId), 'unknown');
          const foreign = new SignedValidationContexts({ secret: OTHER_SECRET }).create(formId);
          assert.equal(contexts.status(foreign, formId), 'unknown');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers garbled ids of any shape as unknown without throwing', () => {
    const contexts = new SignedValidationContexts({ secret: SECRET });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 700 }),
          fc.stringMatching(/^v1\.[A-Za-z0-9_.=+/-]{0,200}$/),
          fc.tuple(fc.string(), fc.string(), fc.string()).map((parts) => parts.join('.')),
        ),
        fc.string({ maxLength: 20 }),
        (garbled, formId) => {
          assert.equal(contexts.status(garbled, formId), 'unknown');
          assert.equal(contexts.begin(garbled), false);
          contexts.end(garbled);
          contexts.release(garbled);
        },
      ),
      { numRuns: 500 },
    );
  });
});
