import 'axe-core';
import { expect } from 'chai';
import { absoluteUrl } from '../../core/test-support/absolute-url.ts';
import {
  blur,
  change,
  field,
  okAnswer,
  params,
  VALIDATE_PATH,
  validationPage,
  widgetResult,
} from './test-support/validation-test-kit.ts';

const { axe } = window as unknown as {
  axe: { run(context: Element): Promise<{ violations: { id: string }[] }> };
};

describe('live validation: triggers, re-validation rule, spacing and feedback', () => {
  const page = validationPage();
  const { start } = page;

  /** Starts live validation on the form and leaves field `id`: its call is sent. */
  async function startAndBlur(id: string) {
    start();
    blur(field(id));
    await page.clock.tickAsync(0);
  }

  /** A valid e-mail validated and answered, then the password left: its call waits its turn. */
  async function leavePasswordAfterValidEmail() {
    start();
    change(field('email'), 'jana@example.com');
    await page.clock.tickAsync(0);
    page.answer(0, okAnswer([widgetResult('email')]));
    blur(field('password'));
  }

  it('validates a field on blur with the fields, context id, requested widget and form id', async () => {
    await leavePasswordAfterValidEmail();
    await page.clock.tickAsync(1000);
    expect(page.server.requests).to.have.length(2);
    const request = page.server.requests[1]!;
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
    await leavePasswordAfterValidEmail();
    page.form.remove();
    await page.clock.tickAsync(1000);
    expect(page.server.requests).to.have.length(1);
  });

  it('checks again the visited widgets a changed field names in data-validate-also', async () => {
    start();
    field('email').setAttribute('data-validate-also', 'password terms');
    change(field('email'), 'a@b.cz');
    await page.clock.tickAsync(0);
    // Neither the password nor the terms were visited yet: they stay quiet.
    expect(page.sentParams(0).getAll('requestedWidgets')).to.deep.equal(['email']);
    page.answer(0, okAnswer([widgetResult('email')]));
    change(field('password'), 'secret-password');
    await page.clock.tickAsync(1000);
    page.answer(1, okAnswer([widgetResult('password')]));
    change(field('email'), 'jana@example.com');
    await page.clock.tickAsync(1000);
    expect(page.server.requests).to.have.length(3);
    // The password's value did not change, but its rule reads the e-mail: it is asked for again.
    expect(page.sentParams(2).getAll('requestedWidgets')).to.deep.equal(['email', 'password']);
  });

  it('validates on change, and a checkbox on click', async () => {
    start();
    change(field('email'), 'a@b.cz');
    await page.clock.tickAsync(0);
    expect(page.server.requests).to.have.length(1);
    expect(page.sentParams(0).getAll('requestedWidgets')).to.deep.equal(['email']);
    page.answer(0, okAnswer([widgetResult('email')]));
    field('terms').click();
    await page.clock.tickAsync(1000);
    expect(page.server.requests).to.have.length(2);
    expect(page.sentParams(1).getAll('requestedWidgets')).to.deep.equal(['terms']);
    expect(page.sentParams(1).get('frm.terms')).to.equal('yes');
  });

  it('does not validate a text field on click', async () => {
    start();
    field('email').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await page.clock.tickAsync(2000);
    expect(page.server.requests).to.have.length(0);
  });

  it('sends the layout context when the form has one', async () => {
    start('data-validate-layout-context="checkout"');
    blur(field('email'));
    await page.clock.tickAsync(0);
    expect(page.sentParams(0).get('layoutContext')).to.equal('checkout');
  });

  it('re-validates a field only when its value changed since its last validation', async () => {
    await startAndBlur('email');
    page.answer(0, okAnswer([widgetResult('email')]));
    blur(field('email'));
    field('email').dispatchEvent(new Event('change', { bubbles: true }));
    await page.clock.tickAsync(3000);
    expect(page.server.requests).to.have.length(1);
    change(field('email'), 'new@example.com');
    await page.clock.tickAsync(0);
    expect(page.server.requests).to.have.length(2);
  });

  it('re-validates an unchecked checkbox even when its value did not change', async () => {
    await startAndBlur('terms');
    page.answer(0, okAnswer([widgetResult('terms', ['Required'])]));
    await page.clock.tickAsync(1000);
    blur(field('terms'));
    await page.clock.tickAsync(0);
    expect(page.server.requests).to.have.length(2);
    expect(page.sentParams(1).getAll('requestedWidgets')).to.deep.equal(['terms']);
  });

  it('validates a checkbox unchecked by one click once, though click and change both fire', async () => {
    start();
    field('terms').click();
    await page.clock.tickAsync(0);
    page.answer(0, okAnswer([widgetResult('terms')]));
    await page.clock.tickAsync(1000);
    field('terms').click();
    await page.clock.tickAsync(0);
    expect(page.server.requests).to.have.length(2);
    expect(page.sentParams(1).has('frm.terms')).to.equal(false);
    page.answer(1, okAnswer([widgetResult('terms', ['Please agree'])]));
    await page.clock.tickAsync(3000);
    expect(page.server.requests).to.have.length(2);
  });

  it('keeps 1000 ms between calls and coalesces what came meanwhile, latest values winning', async () => {
    await startAndBlur('email');
    expect(page.server.requests).to.have.length(1);
    page.answer(0, okAnswer([widgetResult('email')]));
    await page.clock.tickAsync(100);
    change(field('password'), 'first');
    await page.clock.tickAsync(200);
    change(field('email'), 'early@example.com');
    await page.clock.tickAsync(200);
    change(field('password'), 'latest');
    await page.clock.tickAsync(499);
    expect(page.server.requests).to.have.length(1);
    await page.clock.tickAsync(1);
    expect(page.server.requests).to.have.length(2);
    const body = page.sentParams(1);
    expect(body.getAll('requestedWidgets')).to.have.members(['password', 'email']);
    expect(body.get('frm.password')).to.equal('latest');
    expect(body.get('frm.email')).to.equal('early@example.com');
  });

  it('never runs two calls at once: a change during a slow call waits for its answer', async () => {
    await startAndBlur('email');
    change(field('password'), 'secret-1');
    await page.clock.tickAsync(5000);
    expect(page.server.requests).to.have.length(1);
    page.answer(0, okAnswer([widgetResult('email')]));
    await page.clock.tickAsync(0);
    expect(page.server.requests).to.have.length(2);
    expect(page.sentParams(1).getAll('requestedWidgets')).to.deep.equal(['password']);
  });

  it('marks an error field with the class error, aria-invalid and aria-describedby, and shows the message', async () => {
    await startAndBlur('email');
    page.answer(0, okAnswer([widgetResult('email', ['Enter an e-mail'])]));
    await page.clock.tickAsync(0);
    const email = field('email');
    expect(email.classList.contains('error')).to.equal(true);
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(email.getAttribute('aria-describedby')).to.equal('email-message');
    expect(document.getElementById('email-message')!.textContent).to.equal('Enter an e-mail');
    page.realTimers();
    const result = await axe.run(page.form);
    expect(result.violations).to.deep.equal([]);
  });

  it('clears the error class, aria attributes and message once the field is valid', async () => {
    await startAndBlur('email');
    page.answer(0, okAnswer([widgetResult('email', ['Enter an e-mail'])]));
    await page.clock.tickAsync(0);
    const email = field('email');
    change(email, 'jana@example.com');
    await page.clock.tickAsync(1000);
    page.answer(1, okAnswer([widgetResult('email')]));
    await page.clock.tickAsync(0);
    expect(email.classList.contains('error')).to.equal(false);
    expect(email.hasAttribute('aria-invalid')).to.equal(false);
    expect(email.hasAttribute('aria-describedby')).to.equal(false);
    expect(document.getElementById('email-message')!.textContent).to.equal('');
  });

  it('adds the configured warning and ok classes', async () => {
    start('data-validate-warning-class="warning" data-validate-ok-class="ok"');
    blur(field('email'));
    await page.clock.tickAsync(0);
    const answer = okAnswer([
      widgetResult('email', ['Is this right?'], { hasErrors: false, hasInfos: true }),
      widgetResult('password'),
    ]);
    page.answer(0, answer);
    await page.clock.tickAsync(0);
    expect([...field('email').classList]).to.deep.equal(['warning']);
    expect(field('email').hasAttribute('aria-invalid')).to.equal(false);
    expect(field('email').getAttribute('aria-describedby')).to.equal('email-message');
    expect([...field('password').classList]).to.deep.equal(['ok']);
  });

  it('renders messages as text and keyed messages by key, never as markup', async () => {
    await startAndBlur('password');
    const widget = widgetResult('password', ['<img src=x onerror="window.hacked=1">'], {
      keyedMessages: { minLength: 'At least 8 characters', script: '<img src=x onerror="window.hacked=1">' },
      hasKeyedErrors: true,
    });
    page.answer(0, okAnswer([widget]));
    await page.clock.tickAsync(0);
    const message = document.getElementById('password-message')!;
    expect(message.querySelector('img')).to.equal(null);
    expect(message.textContent).to.contain('<img src=x');
    expect(message.querySelector('[data-message-key="minLength"]')!.textContent).to.equal(
      'At least 8 characters',
    );
  });

  it('creates a message element linked to the field when the page has none', async () => {
    await startAndBlur('email');
    const widget = widgetResult('email', ['Enter an e-mail'], { widgetMessageId: 'missing-message' });
    page.answer(0, okAnswer([widget]));
    await page.clock.tickAsync(0);
    const describedBy = field('email').getAttribute('aria-describedby')!;
    const message = document.getElementById(describedBy)!;
    expect(page.form.contains(message)).to.equal(true);
    expect(message.getAttribute('aria-live')).to.equal('polite');
    expect(message.textContent).to.equal('Enter an e-mail');
  });

  it('does not send the hint text shown in a text input', async () => {
    start();
    change(field('email'), 'you@example.com');
    await page.clock.tickAsync(0);
    expect(page.sentParams(0).get('frm.email')).to.equal('');
  });
});
