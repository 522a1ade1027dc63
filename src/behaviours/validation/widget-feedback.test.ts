import { expect } from 'chai';
import { widgetResult } from './test-support/validation-test-kit.ts';
import type { ValidatedWidget } from './validation-response.ts';
import { showWidgetFeedback } from './widget-feedback.ts';

describe('widget feedback', () => {
  let form: HTMLFormElement;
  const classes = { warning: null, ok: null };
  const answer = (messages: string[]): ValidatedWidget =>
    widgetResult('email', messages, {
      widgetId: 'frm.email',
      widgetMessageId: 'register-email-error',
      validatedValue: 'x',
    });

  beforeEach(() => {
    form = document.createElement('form');
    form.id = 'registrationForm';
    form.innerHTML = '<input id="register-email" name="frm.email">';
    document.body.append(form);
  });
  afterEach(() => form.remove());

  it('creates the message element under the id the server names, and clears it on the next answer', () => {
    const email = form.querySelector('input') as HTMLInputElement;
    showWidgetFeedback(form, [email], answer(['Enter a valid e-mail']), classes);
    const message = document.getElementById('register-email-error');
    expect(message?.textContent).to.equal('Enter a valid e-mail');
    expect(email.getAttribute('aria-describedby')).to.equal('register-email-error');
    expect(email.classList.contains('error')).to.equal(true);

    showWidgetFeedback(form, [email], answer([]), classes);
    expect(message?.textContent).to.equal('');
    expect(email.hasAttribute('aria-describedby')).to.equal(false);
    expect(email.hasAttribute('aria-invalid')).to.equal(false);
    expect(email.classList.contains('error')).to.equal(false);
  });

  it('finds a message element it created under its own id when the server names none', () => {
    const email = form.querySelector('input') as HTMLInputElement;
    showWidgetFeedback(
      form,
      [email],
      { ...answer(['Enter a valid e-mail']), widgetMessageId: null },
      classes,
    );
    const created = email.nextElementSibling as HTMLElement;
    expect(created.textContent).to.equal('Enter a valid e-mail');
    showWidgetFeedback(form, [email], { ...answer([]), widgetMessageId: null }, classes);
    expect(created.textContent).to.equal('');
    expect(form.querySelectorAll('span[id]').length).to.equal(1);
  });

  it('replaces the server-rendered messages, then updates its own in place', () => {
    form.insertAdjacentHTML('beforeend', '<span id="register-email-error"><b>Server message</b></span>');
    const email = form.querySelector('input') as HTMLInputElement;
    const message = document.getElementById('register-email-error') as HTMLElement;
    showWidgetFeedback(form, [email], answer(['Too short', '<i>kept as text</i>']), classes);
    expect(message.querySelector('b')).to.equal(null);
    expect(message.textContent).to.equal('Too short <i>kept as text</i>');
    const first = message.querySelector('span');
    expect(message.querySelectorAll('span').length).to.equal(2);
    showWidgetFeedback(form, [email], answer(['Enter a valid e-mail']), classes);
    expect(message.textContent).to.equal('Enter a valid e-mail');
    expect(message.querySelector('span')).to.equal(first);
    expect(message.getAttribute('aria-live')).to.equal(null);
  });

  it('marks a created message element for the markup contract and announces it politely', () => {
    const email = form.querySelector('input') as HTMLInputElement;
    showWidgetFeedback(form, [email], answer(['Enter a valid e-mail']), classes);
    const created = email.nextElementSibling as HTMLElement;
    expect(created.id).to.equal('register-email-error');
    expect(created.hasAttribute('data-validate-message')).to.equal(true);
    expect(created.getAttribute('aria-live')).to.equal('polite');
  });
});
