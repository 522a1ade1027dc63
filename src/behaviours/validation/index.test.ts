import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { ChunkLoadFailedError } from '../../core/errors.ts';
import { recordActionsLeftToBrowser } from '../../core/test-support/click-left-to-browser.ts';
import { startValidation } from './index.ts';
import { blur, field, mountRegistrationForm, params } from './test-support/validation-test-kit.ts';

type Request = FakeServer['requests'][number];

/** Resolves with the next request the fake server processes (answered 404: only the request matters here). */
function nextRequest(server: FakeServer): Promise<Request> {
  return new Promise((resolve) => {
    server.respondWith((request: Request) => resolve(request));
  });
}

describe('startValidation', () => {
  let server: FakeServer;
  let form: HTMLFormElement;
  let stop: () => void;

  beforeEach(() => {
    server = fakeServer.create();
    server.respondImmediately = true;
  });

  afterEach(() => {
    stop();
    form.parentElement?.remove();
    server.restore();
  });

  it('hands field events of an opted-in form to the validator', async () => {
    form = mountRegistrationForm();
    stop = startValidation(document, { onFailure: () => {} });
    const request = nextRequest(server);
    blur(field('email'));
    expect(params(await request).getAll('requestedWidgets')).to.deep.equal(['email']);
  });

  it('holds a submit made before the validator is loaded and validates the form first', async () => {
    form = mountRegistrationForm();
    let sent = 0;
    form.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) sent += 1;
      event.preventDefault();
    });
    stop = startValidation(document, { onFailure: () => {} });
    const request = nextRequest(server);
    form.requestSubmit();
    expect(sent).to.equal(0);
    expect(params(await request).getAll('requestedWidgets')).to.deep.equal(['email', 'password', 'terms']);
    expect(sent).to.equal(0);
  });

  it('gives a held submit back when the validator fails to load (the server checks the form)', async () => {
    form = mountRegistrationForm();
    const log = sinon.stub(console, 'error');
    const browser = recordActionsLeftToBrowser();
    stop = startValidation(document, {}, () => Promise.reject(new Error('offline')));
    const givenBack = browser.next();
    form.requestSubmit(field('register'));
    expect(browser.targets).to.deep.equal([]);
    await givenBack;
    browser.stop();
    log.restore();
    expect(browser.targets).to.deep.equal([form]);
    expect(log.firstCall.args[0]).to.be.instanceOf(ChunkLoadFailedError);
    expect(server.requests).to.have.length(0);
  });

  it('leaves forms without data-validate alone', async () => {
    form = mountRegistrationForm();
    form.removeAttribute('data-validate');
    stop = startValidation(document);
    let prevented: boolean | null = null;
    form.addEventListener('submit', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    blur(field('email'));
    form.requestSubmit();
    expect(prevented).to.equal(false);
    await Promise.resolve();
    expect(server.requests).to.have.length(0);
  });
});
