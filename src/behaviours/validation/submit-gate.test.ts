import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import {
  change,
  field,
  JSON_HEADERS,
  mountRegistrationForm,
  okAnswer,
  params,
  widgetResult,
} from './test-support/validation-test-kit.ts';
import { handleValidationEvent } from './validation-controller.ts';

const EVENTS = ['focusout', 'change', 'click', 'submit'];

/** Room above and below the form, so it can be scrolled to any position. */
function tallPage(): HTMLElement[] {
  const spacers = [document.createElement('div'), document.createElement('div')];
  for (const spacer of spacers) spacer.style.height = '3000px';
  document.body.prepend(spacers[0]!);
  document.body.append(spacers[1]!);
  return spacers;
}
const ALL_OK = okAnswer([widgetResult('email'), widgetResult('password'), widgetResult('terms')]);

describe('live validation: submit', () => {
  let clock: sinon.SinonFakeTimers;
  let server: FakeServer;
  let form: HTMLFormElement;
  let listener: (event: Event) => void;
  /** Submits that got past validation (the page's own handler stops the navigation). */
  let sent: { email: string; submitter: string | null }[];

  function start(formAttributes = '') {
    form = mountRegistrationForm(formAttributes);
    listener = (event) => handleValidationEvent(event, { onFailure: () => {} });
    for (const type of EVENTS) document.addEventListener(type, listener, true);
    form.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) {
        sent.push({ email: field('email').value, submitter: event.submitter?.id ?? null });
      }
      event.preventDefault();
    });
  }

  function fillIn() {
    field('email').value = 'jana@example.com';
    field('password').value = 'Secret-123';
    field('terms').checked = true;
  }

  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: 10_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    server = fakeServer.create();
    sent = [];
  });

  afterEach(() => {
    for (const type of EVENTS) document.removeEventListener(type, listener, true);
    form.parentElement?.remove();
    server.restore();
    clock.restore();
  });

  it('holds the submit while the whole form is validated, retries after 300 ms, then sends it', async () => {
    start();
    fillIn();
    document.getElementById('register')!.click();
    await clock.tickAsync(0);
    expect(sent).to.have.length(0);
    expect(server.requests).to.have.length(1);
    expect(params(server.requests[0]!).getAll('requestedWidgets')).to.deep.equal([
      'email',
      'password',
      'terms',
    ]);
    server.requests[0]!.respond(200, JSON_HEADERS, ALL_OK);
    await clock.tickAsync(299);
    expect(sent).to.have.length(0);
    await clock.tickAsync(1);
    expect(sent).to.deep.equal([{ email: 'jana@example.com', submitter: 'register' }]);
    expect(server.requests).to.have.length(1);
  });

  it('keeps holding while the call is still running, retrying every 300 ms', async () => {
    start();
    fillIn();
    form.requestSubmit();
    await clock.tickAsync(900);
    expect(sent).to.have.length(0);
    server.requests[0]!.respond(200, JSON_HEADERS, ALL_OK);
    await clock.tickAsync(0);
    expect(sent).to.have.length(0);
    await clock.tickAsync(300);
    expect(sent).to.have.length(1);
  });

  it('stops a form with errors and focuses the first error field, scrolled to the offset', async () => {
    start('data-validate-scroll-offset="40"');
    const spacers = tallPage();
    try {
      fillIn();
      form.requestSubmit();
      await clock.tickAsync(0);
      const answer = okAnswer([
        widgetResult('email'),
        widgetResult('password', ['Too weak']),
        widgetResult('terms', ['Please agree']),
      ]);
      server.requests[0]!.respond(200, JSON_HEADERS, answer);
      await clock.tickAsync(300);
      expect(sent).to.have.length(0);
      expect(document.activeElement).to.equal(field('password'));
      expect(Math.round(field('password').getBoundingClientRect().top)).to.equal(40);
    } finally {
      for (const spacer of spacers) spacer.remove();
      window.scrollTo(0, 0);
    }
  });

  it('scrolls the first error field to the top of the window by default (offset 0)', async () => {
    start();
    const spacers = tallPage();
    try {
      form.requestSubmit();
      await clock.tickAsync(0);
      server.requests[0]!.respond(200, JSON_HEADERS, okAnswer([widgetResult('email', ['Required'])]));
      await clock.tickAsync(300);
      expect(document.activeElement).to.equal(field('email'));
      expect(Math.round(field('email').getBoundingClientRect().top)).to.equal(0);
    } finally {
      for (const spacer of spacers) spacer.remove();
      window.scrollTo(0, 0);
    }
  });

  it('sends a form with errors when the server says no validation is required', async () => {
    start();
    form.requestSubmit();
    await clock.tickAsync(0);
    const answer = okAnswer([widgetResult('email', ['Required'])], { requires: false });
    server.requests[0]!.respond(200, JSON_HEADERS, answer);
    await clock.tickAsync(300);
    expect(sent).to.have.length(1);
  });

  it('lets the postponed submit go ahead when the validation call fails over HTTP', async () => {
    start();
    fillIn();
    form.requestSubmit();
    await clock.tickAsync(0);
    server.requests[0]!.respond(500, {}, 'Internal error');
    await clock.tickAsync(300);
    expect(sent).to.have.length(1);
  });

  it('does not call the server again when every field was validated with its current value', async () => {
    start();
    fillIn();
    form.requestSubmit();
    await clock.tickAsync(0);
    server.requests[0]!.respond(200, JSON_HEADERS, ALL_OK);
    await clock.tickAsync(300);
    await clock.tickAsync(2000);
    form.requestSubmit();
    await clock.tickAsync(0);
    expect(sent).to.have.length(2);
    expect(server.requests).to.have.length(1);
  });

  it('validates again before sending when a field changed after its validation', async () => {
    start();
    fillIn();
    form.requestSubmit();
    await clock.tickAsync(0);
    server.requests[0]!.respond(200, JSON_HEADERS, ALL_OK);
    await clock.tickAsync(300);
    field('password').value = 'changed';
    form.requestSubmit();
    await clock.tickAsync(1000);
    expect(sent).to.have.length(1);
    expect(server.requests).to.have.length(2);
  });

  it('clears hint texts in text inputs before the submit', async () => {
    start();
    field('email').value = 'you@example.com';
    form.requestSubmit();
    await clock.tickAsync(0);
    expect(params(server.requests[0]!).get('frm.email')).to.equal('');
    server.requests[0]!.respond(200, JSON_HEADERS, ALL_OK);
    await clock.tickAsync(300);
    expect(sent).to.deep.equal([{ email: '', submitter: null }]);
  });

  it('holds a submit during a field validation already running', async () => {
    start();
    fillIn();
    change(field('email'), 'jana@example.com');
    await clock.tickAsync(0);
    form.requestSubmit();
    await clock.tickAsync(300);
    expect(sent).to.have.length(0);
    server.requests[0]!.respond(200, JSON_HEADERS, okAnswer([widgetResult('email')]));
    await clock.tickAsync(1000);
    expect(server.requests).to.have.length(2);
    server.requests[1]!.respond(200, JSON_HEADERS, ALL_OK);
    await clock.tickAsync(300);
    expect(sent).to.have.length(1);
  });
});
