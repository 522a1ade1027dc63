import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answerValidation, type ValidationRuleSet } from './answer-validation.ts';
import { ValidationContextStore } from './validation-context-store.ts';
import { custom, email, passwordRules, required, sameAs } from './validation-rules.ts';

const taken = new Set(['taken@example.com']);
const registration: ValidationRuleSet = {
  widgets: [
    {
      widgetId: 'email',
      inputName: 'frm.email',
      rules: [
        required('Enter your e-mail.'),
        email('Enter a valid e-mail.'),
        custom('uniqueEmail', async (value) =>
          taken.has(value) ? 'This e-mail is already registered.' : null,
        ),
      ],
    },
    {
      widgetId: 'password',
      inputName: 'frm.password',
      sensitive: true,
      rules: [
        required('Enter a password.'),
        ...passwordRules({
          minLength: 8,
          messages: { minLength: 'At least 8 characters.', digit: 'At least one digit.' },
        }),
      ],
    },
    {
      widgetId: 'passwordAgain',
      inputName: 'frm.passwordAgain',
      sensitive: true,
      rules: [sameAs('frm.password', 'The passwords differ.')],
    },
  ],
};

function body(fields: Record<string, string>, widgets: string[], contextId = '', formId = 'registration') {
  const params = new URLSearchParams(fields);
  params.set('validationContextId', contextId);
  for (const widget of widgets) params.append('requestedWidgets', widget);
  params.set('formId', formId);
  return params;
}

describe('answerValidation', () => {
  it('answers a handshake with a new context and the requested widgets in the shape of docs/validation.md', async () => {
    const contexts = new ValidationContextStore();
    const answer = await answerValidation(
      body({ 'frm.email': 'taken@example.com' }, ['email']),
      registration,
      {
        contexts,
      },
    );
    assert.equal(answer.error, false);
    assert.ok(answer.data);
    assert.match(answer.data.validationContextId, /^[0-9a-f-]{36}$/);
    assert.deepEqual(answer, {
      error: false,
      errorMessage: null,
      data: {
        validationContextId: answer.data.validationContextId,
        containerStatus: 'invalid',
        requires: true,
        widgets: [
          {
            widgetId: 'email',
            widgetInputName: 'frm.email',
            widgetMessageId: 'email-message',
            validatedValue: 'taken@example.com',
            hasErrors: true,
            hasInfos: false,
            hasMessages: true,
            messages: ['This e-mail is already registered.'],
            keyedMessages: { uniqueEmail: 'This e-mail is already registered.' },
            hasKeyedErrors: true,
          },
        ],
      },
    });
    assert.equal(
      JSON.stringify(Object.keys(JSON.parse(JSON.stringify(answer)))),
      '["error","errorMessage","data"]',
    );
  });

  it('checks only the requested widgets and never echoes a sensitive value', async () => {
    const contexts = new ValidationContextStore();
    const id = contexts.create('registration');
    const fields = { 'frm.email': 'bad', 'frm.password': 'short', 'frm.passwordAgain': 'other' };
    const answer = await answerValidation(body(fields, ['password', 'passwordAgain'], id), registration, {
      contexts,
    });
    assert.equal(answer.error, false);
    const [password, again] = answer.data!.widgets;
    assert.equal(answer.data!.widgets.length, 2);
    assert.equal(password!.validatedValue, null);
    assert.deepEqual(password!.messages, ['At least 8 characters.', 'At least one digit.']);
    assert.deepEqual(password!.keyedMessages, {
      passwordMinLength: 'At least 8 characters.',
      passwordDigit: 'At least one digit.',
    });
    assert.deepEqual(again!.messages, ['The passwords differ.']);
    assert.equal(answer.data!.validationContextId, id);
  });

  it('answers a valid form with containerStatus valid and no messages', async () => {
    const contexts = new ValidationContextStore();
    const fields = {
      'frm.email': 'jana@example.com',
      'frm.password': 'Secret123',
      'frm.passwordAgain': 'Secret123',
    };
    const answer = await answerValidation(
      body(fields, ['email', 'password', 'passwordAgain']),
      registration,
      {
        contexts,
      },
    );
    assert.equal(answer.data!.containerStatus, 'valid');
    assert.ok(answer.data!.widgets.every((widget) => !widget.hasErrors && widget.messages.length === 0));
  });

  it('answers Error 01 for an unknown context, or one of another form', async () => {
    const contexts = new ValidationContextStore();
    const other = contexts.create('checkout');
    for (const id of ['no-such-context', other]) {
      const answer = await answerValidation(body({}, ['email'], id), registration, { contexts });
      assert.deepEqual(answer, {
        error: true,
        errorMessage: 'Error 01: the validation context no longer exists',
        data: null,
      });
    }
  });

  it('answers Error 04 once the form state was released', async () => {
    const contexts = new ValidationContextStore();
    const id = contexts.create('registration');
    contexts.release(id);
    const answer = await answerValidation(body({}, ['email'], id), registration, { contexts });
    assert.equal(answer.errorMessage, 'Error 04: the form state was released, the page must be reloaded');
  });

  it('answers Error 02 while another call of the same context runs', async () => {
    const contexts = new ValidationContextStore();
    const id = contexts.create('registration');
    let release: () => void = () => {};
    const slow: ValidationRuleSet = {
      widgets: [
        {
          widgetId: 'email',
          inputName: 'frm.email',
          rules: [
            custom(
              'slow',
              () =>
                new Promise((r) => {
                  release = () => r(null);
                }),
            ),
          ],
        },
      ],
    };
    const first = answerValidation(body({}, ['email'], id), slow, { contexts });
    const second = await answerValidation(body({}, ['email'], id), slow, { contexts });
    assert.equal(second.errorMessage, 'Error 02: a validation call for this form is already running');
    release();
    assert.equal((await first).error, false);
    assert.equal((await answerValidation(body({}, ['email'], id), registration, { contexts })).error, false);
  });

  it('turns a failing rule or field reader into a failure answer without internals', async () => {
    const contexts = new ValidationContextStore();
    const broken: ValidationRuleSet = {
      widgets: [
        {
          widgetId: 'email',
          inputName: 'frm.email',
          rules: [custom('db', () => Promise.reject(new Error('SQLITE_BUSY')))],
        },
      ],
    };
    const answer = await answerValidation(body({}, ['email']), broken, { contexts });
    assert.deepEqual(answer, { error: true, errorMessage: 'Validation failed on the server.', data: null });
  });

  it('checks the values a field reader returns (decrypted fields)', async () => {
    const contexts = new ValidationContextStore();
    const answer = await answerValidation(body({ 'frm.password': 'CIPHER' }, ['password']), registration, {
      contexts,
      readField: (name, value) => (name === 'frm.password' && value === 'CIPHER' ? 'Secret123' : value),
    });
    assert.equal(answer.data!.widgets[0]!.hasErrors, false);
  });

  it('says requires false when the rule set does not require validation', async () => {
    const answer = await answerValidation(
      body({}, ['email']),
      { ...registration, requires: false },
      {
        contexts: new ValidationContextStore(),
      },
    );
    assert.equal(answer.data!.requires, false);
    assert.equal(answer.data!.widgets[0]!.hasErrors, true);
  });
});
