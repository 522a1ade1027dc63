import { expect } from 'chai';
import { change, field, okAnswer, validationPage, widgetResult } from './test-support/validation-test-kit.ts';

/** Runs `test` with room above and below the form, so it can be scrolled to any position. */
async function onTallPage(test: () => Promise<void>): Promise<void> {
  const spacers = [document.createElement('div'), document.createElement('div')];
  for (const spacer of spacers) spacer.style.height = '3000px';
  document.body.prepend(spacers[0]!);
  document.body.append(spacers[1]!);
  try {
    await test();
  } finally {
    for (const spacer of spacers) spacer.remove();
    window.scrollTo(0, 0);
  }
}
const ALL_OK = okAnswer([widgetResult('email'), widgetResult('password'), widgetResult('terms')]);

describe('live validation: submit', () => {
  const page = validationPage();
  /** Submits that got past validation (the page's own handler stops the navigation). */
  let sent: { email: string; submitter: string | null }[];

  function start(formAttributes = '') {
    page.start(formAttributes, { onFailure: () => {} }).addEventListener('submit', (event) => {
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

  /** Starts the form, fills it in validly and submits it: the whole-form call is sent. */
  async function submitFilledIn() {
    start();
    fillIn();
    page.form.requestSubmit();
    await page.clock.tickAsync(0);
  }

  beforeEach(() => {
    sent = [];
  });

  it('holds the submit while the whole form is validated, retries after 300 ms, then sends it', async () => {
    start();
    fillIn();
    document.getElementById('register')!.click();
    await page.clock.tickAsync(0);
    expect(sent).to.have.length(0);
    expect(page.server.requests).to.have.length(1);
    expect(page.sentParams(0).getAll('requestedWidgets')).to.deep.equal(['email', 'password', 'terms']);
    page.answer(0, ALL_OK);
    await page.clock.tickAsync(299);
    expect(sent).to.have.length(0);
    await page.clock.tickAsync(1);
    expect(sent).to.deep.equal([{ email: 'jana@example.com', submitter: 'register' }]);
    expect(page.server.requests).to.have.length(1);
  });

  it('keeps holding while the call is still running, retrying every 300 ms', async () => {
    start();
    fillIn();
    page.form.requestSubmit();
    await page.clock.tickAsync(900);
    expect(sent).to.have.length(0);
    page.answer(0, ALL_OK);
    await page.clock.tickAsync(0);
    expect(sent).to.have.length(0);
    await page.clock.tickAsync(300);
    expect(sent).to.have.length(1);
  });

  it('stops a form with errors and focuses the first error field, scrolled to the offset', async () => {
    start('data-validate-scroll-offset="40"');
    await onTallPage(async () => {
      fillIn();
      page.form.requestSubmit();
      await page.clock.tickAsync(0);
      const answer = okAnswer([
        widgetResult('email'),
        widgetResult('password', ['Too weak']),
        widgetResult('terms', ['Please agree']),
      ]);
      page.answer(0, answer);
      await page.clock.tickAsync(300);
      expect(sent).to.have.length(0);
      expect(document.activeElement).to.equal(field('password'));
      expect(Math.round(field('password').getBoundingClientRect().top)).to.equal(40);
    });
  });

  it('scrolls the first error field to the top of the window by default (offset 0)', async () => {
    start();
    await onTallPage(async () => {
      page.form.requestSubmit();
      await page.clock.tickAsync(0);
      page.answer(0, okAnswer([widgetResult('email', ['Required'])]));
      await page.clock.tickAsync(300);
      expect(document.activeElement).to.equal(field('email'));
      expect(Math.round(field('email').getBoundingClientRect().top)).to.equal(0);
    });
  });

  it('sends a form with errors when the server says no validation is required', async () => {
    start();
    page.form.requestSubmit();
    await page.clock.tickAsync(0);
    const answer = okAnswer([widgetResult('email', ['Required'])], { requires: false });
    page.answer(0, answer);
    await page.clock.tickAsync(300);
    expect(sent).to.have.length(1);
  });

  it('lets the postponed submit go ahead when the validation call fails over HTTP', async () => {
    await submitFilledIn();
    page.server.requests[0]!.respond(500, {}, 'Internal error');
    await page.clock.tickAsync(300);
    expect(sent).to.have.length(1);
  });

  it('does not call the server again when every field was validated with its current value', async () => {
    await submitFilledIn();
    page.answer(0, ALL_OK);
    await page.clock.tickAsync(300);
    await page.clock.tickAsync(2000);
    page.form.requestSubmit();
    await page.clock.tickAsync(0);
    expect(sent).to.have.length(2);
    expect(page.server.requests).to.have.length(1);
  });

  it('validates again before sending when a field changed after its validation', async () => {
    await submitFilledIn();
    page.answer(0, ALL_OK);
    await page.clock.tickAsync(300);
    field('password').value = 'changed';
    page.form.requestSubmit();
    await page.clock.tickAsync(1000);
    expect(sent).to.have.length(1);
    expect(page.server.requests).to.have.length(2);
  });

  it('clears hint texts in text inputs before the submit', async () => {
    start();
    field('email').value = 'you@example.com';
    page.form.requestSubmit();
    await page.clock.tickAsync(0);
    expect(page.sentParams(0).get('frm.email')).to.equal('');
    page.answer(0, ALL_OK);
    await page.clock.tickAsync(300);
    expect(sent).to.deep.equal([{ email: '', submitter: null }]);
  });

  it('holds a submit during a field validation already running', async () => {
    start();
    fillIn();
    change(field('email'), 'jana@example.com');
    await page.clock.tickAsync(0);
    page.form.requestSubmit();
    await page.clock.tickAsync(300);
    expect(sent).to.have.length(0);
    page.answer(0, okAnswer([widgetResult('email')]));
    await page.clock.tickAsync(1000);
    expect(page.server.requests).to.have.length(2);
    page.answer(1, ALL_OK);
    await page.clock.tickAsync(300);
    expect(sent).to.have.length(1);
  });
});
