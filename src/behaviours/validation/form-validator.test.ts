import 'axe-core';
import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { absoluteUrl } from '../../core/test-support/absolute-url.ts';
import {
  blur,
  change,
  field,
  JSON_HEADERS,
  mountRegistrationForm,
  okAnswer,
  params,
  VALIDATE_PATH,
  widgetResult,
} from './test-support/validation-test-kit.ts';
import { handleValidationEvent } from './validation-controller.ts';
import type { ValidationOptions } from './validation-options.ts';

const EVENTS = ['focusout', 'change', 'click', 'submit'];
const { axe } = window as unknown as {
  axe: { run(context: Element): Promise<{ violations: { id: string }[] }> };
};

describe('live validation: triggers, re-validation rule, spacing and feedback', () => {
  let clock: sinon.SinonFakeTimers;
  let clockRestored = false;
  let server: FakeServer;
  let form: HTMLFormElement;
  let listener: (event: Event) => void;

  function start(formAttributes = '', options: ValidationOptions = {}) {
    form = mountRegistrationForm(formAttributes);
    listener = (event) => handleValidationEvent(event, options);
    for (const type of EVENTS) document.addEventListener(type, listener, true);
  }

  beforeEach(() => {
    // setInterval stays real: the fake XHR polls every 1 ms on a faked one while a request is open.
    clock = sinon.useFakeTimers({ now: 10_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    clockRestored = false;
    server = fakeServer.create();
  });

  afterEach(() => {
    for (const type of EVENTS) document.removeEventListener(type, listener, true);
    form.parentElement?.remove();
    server.restore();
    if (!clockRestored) clock.restore();
  });

  it('validates a field on blur with the fields, context id, requested widget and form id', async () => {
    start();
    change(field('email'), 'jana@example.com');
    await clock.tickAsync(0);
    server.requests[0]!.respond(200, JSON_HEADERS, okAnswer([widgetResult('email')]));
    blur(field('password'));
    await clock.tickAsync(1000);
    expect(server.requests).to.have.length(2);
    const request = server.requests[1]!;
    expect(request.method).to.equal('POST');
    expect(request.url).to.equal(absoluteUrl(VALIDATE_PATH));
    expect(request.requestHeaders['Content-Type']).to.match(/^application\/x-www-form-urlencoded/);
    const body = params(request);
    expect(body.get('frm.email')).to.equal('jana@example.com');
    expect(body.get('frm.password')).to.equal('');
    expect(body.get('validationContextId')).to.equal('ctx-1');
    expect(body.getAll('requestedWidgets')).to.deep.equal(['password']);
    expect(body.getAll('formId')).to.deep.equal(['registrationForm']);
    expect(body.has('layoutContext')).to.equal(false);
  });

  it('never sends the waiting call of a form that was swapped out', async () => {
    start();
    change(field('email'), 'jana@example.com');
    await clock.tickAsync(0);
    server.requests[0]!.respond(200, JSON_HEADERS, okAnswer([widgetResult('email')]));
    blur(field('password'));
    form.remove();
    await clock.tickAsync(1000);
    expect(server.requests).to.have.length(1);
  });

  it('checks again the visited widgets a changed field names in data-validate-also', async () => {
    start();
    field('email').setAttribute('data-validate-also', 'password terms');
    change(field('email'), 'a@b.cz');
    await clock.tickAsync(0);
    // Neither the password nor the terms were visited yet: they stay quiet.
    expect(params(server.requests[0]!).getAll('requestedWidgets')).to.deep.equal(['email']);
    server.requests[0]!.respond(200, JSON_HEADERS, okAnswer([widgetResult('email')]));
    change(field('password'), 'secret-password');
    await clock.tickAsync(1000);
    server.requests[1]!.respond(200, JSON_HEADERS, okAnswer([widgetResult('password')]));
    change(field('email'), 'jana@example.com');
    await clock.tickAsync(1000);
    expect(server.requests).to.have.length(3);
    // The password's value did not change, but its rule reads the e-mail: it is asked for again.
    expect(params(server.requests[2]!).getAll('requestedWidgets')).to.deep.equal(['email', 'password']);
  });

  it('validates on change, and a checkbox on click', async () => {
    start();
    change(field('email'), 'a@b.cz');
    await clock.tickAsync(0);
    expect(server.requests).to.have.length(1);
    expect(params(server.requests[0]!).getAll('requestedWidgets')).to.deep.equal(['email']);
    server.requests[0]!.respond(200, JSON_HEADERS, okAnswer([widgetResult('email')]));
    field('terms').click();
    await clock.tickAsync(1000);
    expect(server.requests).to.have.length(2);
    expect(params(server.requests[1]!).getAll('requestedWidgets')).to.deep.equal(['terms']);
    expect(params(server.requests[1]!).get('frm.terms')).to.equal('yes');
  });

  it('does not validate a text field on click', async () => {
    start();
    field('email').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await clock.tickAsync(2000);
    expect(server.requests).to.have.length(0);
  });

  it('sends the layout context when the form has one', async () => {
    start('data-validate-layout-context="checkout"');
    blur(field('email'));
    await clock.tickAsync(0);
    expect(params(server.requests[0]!).get('layoutContext')).to.equal('checkout');
  });

  it('re-validates a field only when its value changed since its last validation', async () => {
    start();
    blur(field('email'));
    await clock.tickAsync(0);
    server.requests[0]!.respond(200, JSON_HEADERS, okAnswer([widgetResult('email')]));
    blur(field('email'));
    field('email').dispatchEvent(new Event('change', { bubbles: true }));
    await clock.tickAsync(3000);
    expect(server.requests).to.have.length(1);
    change(field('email'), 'new@example.com');
    await clock.tickAsync(0);
    expect(server.requests).to.have.length(2);
  });

  it('re-validates an unchecked checkbox even when its value did not change', async () => {
    start();
    blur(field('terms'));
    await clock.tickAsync(0);
    server.requests[0]!.respond(200, JSON_HEADERS, okAnswer([widgetResult('terms', ['Required'])]));
    await clock.tickAsync(1000);
    blur(field('terms'));
    await clock.tickAsync(0);
    expect(server.requests).to.have.length(2);
    expect(params(server.requests[1]!).getAll('requestedWidgets')).to.deep.equal(['terms']);
  });

  it('validates a checkbox unchecked by one click once, though click and change both fire', async () => {
    start();
    field('terms').click();
    await clock.tickAsync(0);
    server.requests[0]!.respond(200, JSON_HEADERS, okAnswer([widgetResult('terms')]));
    await clock.tickAsync(1000);
    field('terms').click();
    await clock.tickAsync(0);
    expect(server.requests).to.have.length(2);
    expect(params(server.requests[1]!).has('frm.terms')).to.equal(false);
    server.requests[1]!.respond(200, JSON_HEADERS, okAnswer([widgetResult('terms', ['Please agree'])]));
    await clock.tickAsync(3000);
    expect(server.requests).to.have.length(2);
  });

  it('keeps 1000 ms between calls and coalesces what came meanwhile, latest values winning', async () => {
    start();
    blur(field('email'));
    await clock.tickAsync(0);
    expect(server.requests).to.have.length(1);
    server.requests[0]!.respond(200, JSON_HEADERS, okAnswer([widgetResult('email')]));
    await clock.tickAsync(100);
    change(field('password'), 'first');
    await clock.tickAsync(200);
    change(field('email'), 'early@example.com');
    await clock.tickAsync(200);
    change(field('password'), 'latest');
    await clock.tickAsync(499);
    expect(server.requests).to.have.length(1);
    await clock.tickAsync(1);
    expect(server.requests).to.have.length(2);
    const body = params(server.requests[1]!);
    expect(body.getAll('requestedWidgets')).to.have.members(['password', 'email']);
    expect(body.get('frm.password')).to.equal('latest');
    expect(body.get('frm.email')).to.equal('early@example.com');
  });

  it('never runs two calls at once: a change during a slow call waits for its answer', async () => {
    start();
    blur(field('email'));
    await clock.tickAsync(0);
    change(field('password'), 'secret-1');
    await clock.tickAsync(5000);
    expect(server.requests).to.have.length(1);
    server.requests[0]!.respond(200, JSON_HEADERS, okAnswer([widgetResult('email')]));
    await clock.tickAsync(0);
    expect(server.requests).to.have.length(2);
    expect(params(server.requests[1]!).getAll('requestedWidgets')).to.deep.equal(['password']);
  });

  it('marks an error field with the class error, aria-invalid and aria-describedby, and shows the message', async () => {
    start();
    blur(field('email'));
    await clock.tickAsync(0);
    server.requests[0]!.respond(200, JSON_HEADERS, okAnswer([widgetResult('email', ['Enter an e-mail'])]));
    await clock.tickAsync(0);
    const email = field('email');
    expect(email.classList.contains('error')).to.equal(true);
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(email.getAttribute('aria-describedby')).to.equal('email-message');
    expect(document.getElementById('email-message')!.textContent).to.equal('Enter an e-mail');
    // axe schedules its work on timers of its own.
    clock.restore();
    clockRestored = true;
    const result = await axe.run(form);
    expect(result.violations).to.deep.equal([]);
  });

  it('clears the error class, aria attributes and message once the field is valid', async () => {
    start();
    blur(field('email'));
    await clock.tickAsync(0);
    server.requests[0]!.respond(200, JSON_HEADERS, okAnswer([widgetResult('email', ['Enter an e-mail'])]));
    await clock.tickAsync(0);
    const email = field('email');
    change(email, 'jana@example.com');
    await clock.tickAsync(1000);
    server.requests[1]!.respond(200, JSON_HEADERS, okAnswer([widgetResult('email')]));
    await clock.tickAsync(0);
    expect(email.classList.contains('error')).to.equal(false);
    expect(email.hasAttribute('aria-invalid')).to.equal(false);
    expect(email.hasAttribute('aria-describedby')).to.equal(false);
    expect(document.getElementById('email-message')!.textContent).to.equal('');
  });

  it('adds the configured warning and ok classes', async () => {
    start('data-validate-warning-class="warning" data-validate-ok-class="ok"');
    blur(field('email'));
    await clock.tickAsync(0);
    const answer = okAnswer([
      widgetResult('email', ['Is this right?'], { hasErrors: false, hasInfos: true }),
      widgetResult('password'),
    ]);
    server.requests[0]!.respond(200, JSON_HEADERS, answer);
    await clock.tickAsync(0);
    expect([...field('email').classList]).to.deep.equal(['warning']);
    expect(field('email').hasAttribute('aria-invalid')).to.equal(false);
    expect(field('email').getAttribute('aria-describedby')).to.equal('email-message');
    expect([...field('password').classList]).to.deep.equal(['ok']);
  });

  it('renders messages as text and keyed messages by key, never as markup', async () => {
    start();
    blur(field('password'));
    await clock.tickAsync(0);
    const widget = widgetResult('password', ['<img src=x onerror="window.hacked=1">'], {
      keyedMessages: { minLength: 'At least 8 characters', script: '<img src=x onerror="window.hacked=1">' },
      hasKeyedErrors: true,
    });
    server.requests[0]!.respond(200, JSON_HEADERS, okAnswer([widget]));
    await clock.tickAsync(0);
    const message = document.getElementById('password-message')!;
    expect(message.querySelector('img')).to.equal(null);
    expect(message.textContent).to.contain('<img src=x');
    expect(message.querySelector('[data-message-key="minLength"]')!.textContent).to.equal(
      'At least 8 characters',
    );
  });

  it('creates a message element linked to the field when the page has none', async () => {
    start();
    blur(field('email'));
    await clock.tickAsync(0);
    const widget = widgetResult('email', ['Enter an e-mail'], { widgetMessageId: 'missing-message' });
    server.requests[0]!.respond(200, JSON_HEADERS, okAnswer([widget]));
    await clock.tickAsync(0);
    const describedBy = field('email').getAttribute('aria-describedby')!;
    const message = document.getElementById(describedBy)!;
    expect(form.contains(message)).to.equal(true);
    expect(message.getAttribute('aria-live')).to.equal('polite');
    expect(message.textContent).to.equal('Enter an e-mail');
  });

  it('does not send the hint text shown in a text input', async () => {
    start();
    change(field('email'), 'you@example.com');
    await clock.tickAsync(0);
    expect(params(server.requests[0]!).get('frm.email')).to.equal('');
  });
});
