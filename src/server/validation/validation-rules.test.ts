import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as server from './constants.ts';
import { readValidationRequest } from './read-validation-request.ts';
import { ValidationContextStore } from './validation-context-store.ts';
import {
  email,
  maxLength,
  minLength,
  passwordRules,
  type RuleContext,
  required,
  sameAs,
} from './validation-rules.ts';

const context: RuleContext = {
  field: (name) => (name === 'frm.password' ? 'Secret123' : ''),
  formId: 'f',
  layoutContext: null,
};

describe('validation rules', () => {
  it('required refuses empty and blank values only', () => {
    const rule = required('Required.');
    assert.equal(rule.check('', context), 'Required.');
    assert.equal(rule.check('   ', context), 'Required.');
    assert.equal(rule.check('x', context), null);
  });

  it('email accepts the usual shapes and lets an empty value pass', () => {
    const rule = email('Bad e-mail.');
    for (const value of ['jana@example.com', 'a.b+c@mail.shop.cz', ''])
      assert.equal(rule.check(value, context), null);
    for (const value of ['jana', 'jana@', '@example.com', 'jana@example', 'ja na@example.com', 'a@b@c.cz']) {
      assert.equal(rule.check(value, context), 'Bad e-mail.', value);
    }
  });

  it('min and max length count characters, not bytes', () => {
    assert.equal(minLength(3, 'Short.').check('žlu', context), null);
    assert.equal(minLength(4, 'Short.').check('žlu', context), 'Short.');
    assert.equal(maxLength(3, 'Long.').check('žluť', context), 'Long.');
  });

  it('password rules each report under their own key', () => {
    const rules = passwordRules({
      minLength: 8,
      messages: { minLength: 'min', letter: 'letter', digit: 'digit', upperCase: 'upper', symbol: 'symbol' },
    });
    assert.deepEqual(
      rules.map((rule) => rule.key),
      ['passwordMinLength', 'passwordLetter', 'passwordDigit', 'passwordUpperCase', 'passwordSymbol'],
    );
    const failing = (value: string) =>
      rules.filter((rule) => rule.check(value, context) !== null).map((rule) => rule.key);
    assert.deepEqual(failing('abc'), [
      'passwordMinLength',
      'passwordDigit',
      'passwordUpperCase',
      'passwordSymbol',
    ]);
    assert.deepEqual(failing('Heslo-123'), []);
    assert.deepEqual(failing(''), []);
  });

  it('sameAs compares with another field', () => {
    assert.equal(sameAs('frm.password', 'Differs.').check('Secret123', context), null);
    assert.equal(sameAs('frm.password', 'Differs.').check('Secret124', context), 'Differs.');
  });
});

describe('validation request and contexts', () => {
  it('reads the call parameters apart from the form fields', () => {
    const request = readValidationRequest({
      'frm.email': 'a@b.cz',
      'frm.tags': ['x', 'y'],
      validationContextId: 'ctx',
      requestedWidgets: ['email', 'email', 'tags'],
      formId: 'registration',
      layoutContext: 'checkout',
    });
    assert.equal(request.contextId, 'ctx');
    assert.deepEqual(request.requestedWidgets, ['email', 'tags']);
    assert.equal(request.formId, 'registration');
    assert.equal(request.layoutContext, 'checkout');
    assert.deepEqual(
      [...request.fields],
      [
        ['frm.email', ['a@b.cz']],
        ['frm.tags', ['x', 'y']],
      ],
    );
  });

  it('forgets contexts unused for longer than their lifetime and keeps at most the maximum', () => {
    let now = 0;
    const store = new ValidationContextStore({ ttlMs: 1000, maxContexts: 2, now: () => now });
    const first = store.create('f');
    now = 1001;
    assert.equal(store.status(first, 'f'), 'unknown');
    const a = store.create('f');
    const b = store.create('f');
    const c = store.create('f');
    assert.equal(store.size, 2);
    assert.equal(store.status(a, 'f'), 'unknown');
    assert.equal(store.status(b, 'f'), 'active');
    assert.equal(store.status(c, 'f'), 'active');
  });

  it('answers each error message with its own code', () => {
    assert.ok(server.ERROR_MESSAGES['01'].startsWith(`Error ${server.ERROR_CODE_CONTEXT_LOST}:`));
    assert.ok(server.ERROR_MESSAGES['02'].startsWith(`Error ${server.ERROR_CODE_PARALLEL_CALL}:`));
    assert.ok(server.ERROR_MESSAGES['04'].startsWith(`Error ${server.ERROR_CODE_FORM_STATE_GONE}:`));
  });
});
