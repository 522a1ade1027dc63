import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestShop, Visitor } from './test-support.ts';

describe('live validation of the registration form', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  const call = (visitor: Visitor, email: string, validationContextId: string) =>
    visitor.post('/validate/en/ramjet/register', {
      'frm.name': 'Eva',
      'frm.email': email,
      'frm.password': '',
      'frm.passwordConfirm': '',
      formId: 'registrationForm',
      requestedWidgets: 'frm.email',
      validationContextId,
    });

  it('answers the docs/validation.md shape with the same messages as the form post, and keeps its context', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/qf/en/ramjet/register');
    const first = await call(visitor, 'not-an-email', '');
    assert.equal(first.statusCode, 200);
    const answer = JSON.parse(first.body);
    assert.equal(answer.error, false);
    assert.equal(answer.data.containerStatus, 'invalid');
    assert.deepEqual(
      answer.data.widgets.map((widget: { widgetId: string; widgetMessageId: string; messages: string[] }) => [
        widget.widgetId,
        widget.widgetMessageId,
        widget.messages,
      ]),
      [['frm.email', 'register-email-error', ['Enter a valid e-mail address.']]],
    );
    const second = JSON.parse(
      (await call(visitor, 'jana@example.com', answer.data.validationContextId)).body,
    );
    assert.equal(second.data.validationContextId, answer.data.validationContextId);
    assert.deepEqual(second.data.widgets[0].messages, ['An account with this e-mail already exists.']);
    const third = JSON.parse(
      (await call(visitor, 'eva.new@example.com', answer.data.validationContextId)).body,
    );
    assert.equal(third.data.containerStatus, 'valid');
    assert.deepEqual(third.data.widgets[0].messages, []);
  });

  it('answers error 01 for a context it does not know', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/qf/en/ramjet/register');
    const answer = JSON.parse((await call(visitor, 'a@b.cz', 'no-such-context')).body);
    assert.equal(answer.error, true);
    assert.match(answer.errorMessage, /01/);
  });
});
