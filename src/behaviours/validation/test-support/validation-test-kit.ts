/** Shared fixtures of the live-validation browser tests: a registration form and server answers. */
import type { ValidatedWidget } from '../validation-response.ts';

export const VALIDATE_PATH = '/validate/cs/registration';

export function mountRegistrationForm(formAttributes = ''): HTMLFormElement {
  const host = document.createElement('div');
  host.innerHTML = `
    <form id="registration" action="/qf/cs/registration" method="post" data-validate
          data-validate-context="ctx-1" data-validate-url="${VALIDATE_PATH}" ${formAttributes}>
      <input type="hidden" name="formId" value="registrationForm">
      <p data-validate-status></p>
      <label for="email">E-mail</label>
      <input id="email" name="frm.email" data-validate-widget="email" data-hint="you@example.com">
      <span id="email-message"></span>
      <label for="password">Password</label>
      <input id="password" type="password" name="frm.password" data-validate-widget="password">
      <span id="password-message"></span>
      <label><input id="terms" type="checkbox" name="frm.terms" value="yes" data-validate-widget="terms">
        I agree to the terms</label>
      <span id="terms-message"></span>
      <button id="register" type="submit">Register</button>
    </form>`;
  document.body.append(host);
  return host.querySelector('form') as HTMLFormElement;
}

export function field(id: string): HTMLInputElement {
  return document.getElementById(id) as HTMLInputElement;
}

export function blur(element: Element): void {
  element.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

export function change(element: HTMLInputElement, value: string): void {
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

export function widgetResult(id: string, messages: string[] = [], overrides: Partial<ValidatedWidget> = {}) {
  return {
    widgetId: id,
    widgetInputName: `frm.${id}`,
    widgetMessageId: `${id}-message`,
    validatedValue: '',
    hasErrors: messages.length > 0,
    hasInfos: false,
    hasMessages: messages.length > 0,
    messages,
    keyedMessages: {},
    hasKeyedErrors: false,
    ...overrides,
  };
}

export function okAnswer(
  widgets: ReturnType<typeof widgetResult>[],
  data: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    error: false,
    errorMessage: null,
    data: { validationContextId: 'ctx-1', containerStatus: 'valid', requires: true, widgets, ...data },
  });
}

export function errorAnswer(message: string): string {
  return JSON.stringify({ error: true, errorMessage: message, data: null });
}

export const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** The form-encoded body of a recorded request. */
export function params(request: { requestBody: unknown }): URLSearchParams {
  return new URLSearchParams(String(request.requestBody));
}
