import { expect } from 'chai';
import sinon from 'sinon';
import {
  blur,
  errorAnswer,
  field,
  okAnswer,
  validationPage,
  widgetResult,
} from './test-support/validation-test-kit.ts';
import type { ValidationOptions } from './validation-options.ts';

describe('live validation: server error codes and malformed answers', () => {
  const page = validationPage();
  let options: { onFailure: sinon.SinonSpy; notify: sinon.SinonSpy; reload: sinon.SinonSpy };

  const start = (formAttributes = '') => page.start(formAttributes, options as ValidationOptions);

  async function firstCall(body: string, status = 200) {
    blur(field('email'));
    await page.clock.tickAsync(0);
    page.answer(0, body, status);
    await page.clock.tickAsync(0);
  }

  beforeEach(() => {
    options = { onFailure: sinon.spy(), notify: sinon.spy(), reload: sinon.spy() };
  });

  it('error 01: starts a new handshake, then validates the same widgets again with the new context', async () => {
    start();
    // A form may also carry the context id as a field, to submit it: it is kept up to date, never sent twice.
    page.form.insertAdjacentHTML(
      'afterbegin',
      '<input type="hidden" name="validationContextId" value="ctx-1">',
    );
    await firstCall(errorAnswer('Error 01'));
    expect(page.server.requests).to.have.length(2);
    expect(page.sentParams(0).getAll('validationContextId')).to.deep.equal(['ctx-1']);
    const handshake = page.sentParams(1);
    expect(handshake.get('validationContextId')).to.equal('');
    expect(handshake.getAll('requestedWidgets')).to.deep.equal([]);
    expect(handshake.get('formId')).to.equal('registrationForm');
    page.answer(1, okAnswer([], { validationContextId: 'ctx-2' }));
    await page.clock.tickAsync(0);
    expect(page.server.requests).to.have.length(3);
    const again = page.sentParams(2);
    expect(again.get('validationContextId')).to.equal('ctx-2');
    expect(again.getAll('requestedWidgets')).to.deep.equal(['email']);
    const answer = okAnswer([widgetResult('email', ['Required'])], { validationContextId: 'ctx-2' });
    page.answer(2, answer);
    await page.clock.tickAsync(0);
    expect(field('email').classList.contains('error')).to.equal(true);
    expect(page.form.getAttribute('data-validate-context')).to.equal('ctx-2');
    expect((page.form.elements.namedItem('validationContextId') as HTMLInputElement).value).to.equal('ctx-2');
    expect(options.onFailure.called).to.equal(false);
  });

  it('error 01 right after a new handshake goes to the failure callback instead of looping', async () => {
    start();
    await firstCall(errorAnswer('Error 01'));
    page.answer(1, okAnswer([], { validationContextId: 'ctx-2' }));
    await page.clock.tickAsync(0);
    page.answer(2, errorAnswer('Error 01'));
    await page.clock.tickAsync(0);
    expect(page.server.requests).to.have.length(3);
    expect(options.onFailure.calledOnce).to.equal(true);
    expect(options.onFailure.firstCall.args[0]).to.equal(500);
  });

  it('error 02: repeats the call after 200 ms', async () => {
    start();
    await firstCall(errorAnswer('Error 02 parallel call'));
    await page.clock.tickAsync(199);
    expect(page.server.requests).to.have.length(1);
    await page.clock.tickAsync(1);
    expect(page.server.requests).to.have.length(2);
    expect(page.sentParams(1).getAll('requestedWidgets')).to.deep.equal(['email']);
    page.answer(1, okAnswer([widgetResult('email')]));
    await page.clock.tickAsync(0);
    expect(options.onFailure.called).to.equal(false);
  });

  it('error 04: tells the user the form expired and reloads the page', async () => {
    start('data-validate-reload-message="Formulář vypršel."');
    await firstCall(errorAnswer('Error 04'));
    expect(options.notify.calledOnceWithExactly('Formulář vypršel.')).to.equal(true);
    expect(options.reload.calledOnce).to.equal(true);
    expect(options.notify.calledBefore(options.reload)).to.equal(true);
  });

  it('any other error: the failure callback gets code 500 and the message', async () => {
    start();
    await firstCall(errorAnswer('Database unavailable'));
    expect(options.onFailure.calledOnce).to.equal(true);
    const [code, message, failedForm] = options.onFailure.firstCall.args;
    expect(code).to.equal(500);
    expect(message).to.equal('Database unavailable');
    expect(failedForm).to.equal(page.form);
    expect(page.form.querySelector('[data-validate-status]')!.textContent).to.equal('Database unavailable');
    expect(page.form.querySelector('[data-validate-status]')!.getAttribute('role')).to.equal('alert');
  });

  for (const [label, body] of [
    ['text that is not JSON', '<html>Oops</html>'],
    ['an empty body', ''],
    ['JSON of another shape', '{"error":false,"data":{"widgets":"none"}}'],
    [
      'a widget without its flags',
      '{"error":false,"data":{"validationContextId":"c","widgets":[{"widgetId":"email"}]}}',
    ],
  ]) {
    it(`a malformed answer (${label}) is a clear failure, not a crash`, async () => {
      start();
      await firstCall(body as string);
      expect(options.onFailure.calledOnce).to.equal(true);
      expect(options.onFailure.firstCall.args[0]).to.equal(500);
      expect(options.onFailure.firstCall.args[1]).to.match(
        /^Validation server returned a malformed answer: .+\.$/,
      );
      expect(field('email').classList.contains('error')).to.equal(false);
    });
  }

  it('an HTTP failure goes to the failure callback with the status', async () => {
    start();
    await firstCall('Server error', 503);
    expect(options.onFailure.calledOnce).to.equal(true);
    expect(options.onFailure.firstCall.args.slice(0, 2)).to.deep.equal([
      503,
      'Validation call failed: server returned HTTP 503.',
    ]);
  });
});
