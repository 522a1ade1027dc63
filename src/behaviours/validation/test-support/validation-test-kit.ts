/** Shared fixtures of the live-validation browser tests: a registration form, its page set-up and server answers. */
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { inTest } from '../../../core/test-support/in-test.ts';
import { handleValidationEvent } from '../validation-controller.ts';
import type { ValidationOptions } from '../validation-options.ts';
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

/** The events live validation listens to on the document (capture). */
const VALIDATION_EVENTS = ['focusout', 'change', 'click', 'submit'];

/** A registration form under live validation, with fake timers and a fake server, for each test. */
export interface ValidationPage {
  /** Fake setTimeout/clearTimeout/Date, starting at 10 000 ms. */
  readonly clock: sinon.SinonFakeTimers;
  readonly server: FakeServer;
  /** The form of the last `start`. */
  readonly form: HTMLFormElement;
  /** Mounts the registration form and sends the document's events to live validation. */
  start(formAttributes?: string, options?: ValidationOptions): HTMLFormElement;
  /** The form-encoded body of the request sent `index`-th. */
  sentParams(index: number): URLSearchParams;
  /** Answers the request sent `index`-th with a JSON body. */
  answer(index: number, body: string, status?: number): void;
  /** Gives the timers back before the test ends (axe schedules its work on timers of its own). */
  realTimers(): void;
}

/**
 * Before each test: fake timers (setInterval stays real: the fake XHR polls every 1 ms on a faked
 * one while a request is open) and a fake server; after it, the listeners, the form, the server and
 * the timers undone. Call it inside `describe`.
 */
export function validationPage(): ValidationPage {
  let clock: sinon.SinonFakeTimers | undefined;
  let server: FakeServer | undefined;
  let form: HTMLFormElement | undefined;
  let listener: ((event: Event) => void) | undefined;

  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: 10_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    server = fakeServer.create();
  });

  afterEach(() => {
    if (listener) for (const type of VALIDATION_EVENTS) document.removeEventListener(type, listener, true);
    listener = undefined;
    form?.parentElement?.remove();
    form = undefined;
    server?.restore();
    clock?.restore();
    clock = undefined;
  });

  const request = (index: number) =>
    inTest(inTest(server, 'validationPage: server').requests[index], `validationPage: request ${index}`);

  return {
    get clock() {
      return inTest(clock, 'validationPage: clock');
    },
    get server() {
      return inTest(server, 'validationPage: server');
    },
    get form() {
      return inTest(form, 'validationPage: form (call start first)');
    },
    start(formAttributes = '', options: ValidationOptions = {}) {
      form = mountRegistrationForm(formAttributes);
      const handler = (event: Event) => handleValidationEvent(event, options);
      listener = handler;
      for (const type of VALIDATION_EVENTS) document.addEventListener(type, handler, true);
      return form;
    },
    sentParams: (index) => params(request(index)),
    answer: (index, body, status = 200) => request(index).respond(status, JSON_HEADERS, body),
    realTimers() {
      inTest(clock, 'validationPage: clock').restore();
      clock = undefined;
    },
  };
}
