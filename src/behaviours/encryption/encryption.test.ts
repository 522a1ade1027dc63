import 'axe-core';
import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { absoluteUrl } from '../../core/test-support/absolute-url.ts';
import { buildValidationBody } from '../validation/validation-call.ts';
import { startEncryption } from './index.ts';

const KEY_PATH = '/qf/cs/ramjet/keyPair';
/** A key is loaded once per address and page: each test its own address, so each starts with none loaded. */
let testKeyPath = KEY_PATH;
let testCount = 0;
const PASSWORD = 'Heslo-123 žluť';
const { axe } = window as unknown as {
  axe: { run(context: Element): Promise<{ violations: { id: string }[] }> };
};

type Request = FakeServer['requests'][number];

async function generateKeys() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return { publicJwk: await crypto.subtle.exportKey('jwk', pair.publicKey), privateKey: pair.privateKey };
}

async function decrypt(privateKey: CryptoKey, base64: string): Promise<string> {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes));
}

function mountLoginForm(keyUrl = testKeyPath): HTMLFormElement {
  const host = document.createElement('div');
  host.innerHTML = `
    <form id="login" action="/qf/cs/ramjet/performLogin" method="post" data-encrypt-key-url="${keyUrl}">
      <label for="login-email">E-mail</label>
      <input id="login-email" name="frm.email" value="jana@example.com">
      <label for="login-password">Password</label>
      <input id="login-password" type="password" name="frm.password" data-encrypt>
      <p data-encrypt-status></p>
      <button type="submit">Log in</button>
    </form>`;
  document.body.append(host);
  const form = host.querySelector('form') as HTMLFormElement;
  (form.elements.namedItem('frm.password') as HTMLInputElement).value = PASSWORD;
  return form;
}

describe('encrypted submission', () => {
  let keys: Awaited<ReturnType<typeof generateKeys>>;
  let server: FakeServer;
  let form: HTMLFormElement;
  let stop: () => void;
  let errors: Error[];

  before(async () => {
    keys = await generateKeys();
  });

  beforeEach(() => {
    testCount += 1;
    testKeyPath = `${KEY_PATH}/${testCount}`;
    server = fakeServer.create();
    server.respondImmediately = true;
    server.respondWith('GET', testKeyPath, [
      200,
      { 'Content-Type': 'application/json' },
      JSON.stringify(keys.publicJwk),
    ]);
    server.respondWith('POST', '/qf/cs/ramjet/performLogin', [200, { 'Content-Type': 'text/html' }, 'ok']);
    errors = [];
  });

  afterEach(() => {
    stop();
    form.parentElement?.remove();
    server.restore();
  });

  /** Sends the form the way the partial-update engine does once nobody holds the submit. */
  function sendWhenSubmitted(): Promise<Request> {
    return new Promise((resolve) => {
      form.addEventListener('submit', (event) => {
        if (event.defaultPrevented) return;
        event.preventDefault();
        const xhr = new XMLHttpRequest();
        xhr.open('POST', form.getAttribute('action')!);
        xhr.send(new URLSearchParams(new FormData(form) as unknown as [string, string][]));
        resolve(server.requests.at(-1)!);
      });
    });
  }

  function failed(): Promise<Error> {
    return new Promise((resolve) => {
      stop = startEncryption(document, {
        onError: (error) => {
          errors.push(error);
          resolve(error);
        },
      });
    });
  }

  it('encrypts the marked field before the submit: the body never carries the clear password', async () => {
    form = mountLoginForm();
    stop = startEncryption(document);
    const sent = sendWhenSubmitted();
    form.requestSubmit();
    const request = await sent;
    const body = String(request.requestBody);
    expect(body).not.to.contain(encodeURIComponent(PASSWORD));
    expect(body).not.to.contain('Heslo');
    const params = new URLSearchParams(body);
    expect(params.get('frm.email')).to.equal('jana@example.com');
    expect(await decrypt(keys.privateKey, params.get('frm.password')!)).to.equal(PASSWORD);
    expect(server.requests.filter((item) => item.url === absoluteUrl(testKeyPath))).to.have.length(1);
  });

  it('never lets the clear value into the form data before it is encrypted', async () => {
    form = mountLoginForm();
    stop = startEncryption(document);
    const data = new FormData(form);
    expect(data.has('frm.password')).to.equal(false);
    expect(data.get('frm.email')).to.equal('jana@example.com');
  });

  it('does not send the form when the key endpoint fails, and says why', async () => {
    form = mountLoginForm('/qf/cs/ramjet/missingKey');
    const error = failed();
    let submitted = false;
    form.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) submitted = true;
      event.preventDefault();
    });
    form.requestSubmit();
    expect((await error).message).to.equal(
      'Cannot encrypt the form: no usable public key from /qf/cs/ramjet/missingKey (HTTP 404). The form was not sent.',
    );
    expect(submitted).to.equal(false);
    expect(errors).to.have.length(1);
    const status = form.querySelector('[data-encrypt-status]')!;
    expect(status.textContent).to.equal((await error).message);
    expect(status.getAttribute('role')).to.equal('alert');
    expect((await axe.run(form)).violations).to.deep.equal([]);
  });

  it('refuses a key endpoint that answers a private key', async () => {
    server.respondWith('GET', '/qf/cs/leaky', [200, {}, JSON.stringify({ ...keys.publicJwk, d: 'secret' })]);
    form = mountLoginForm('/qf/cs/leaky');
    const error = failed();
    form.requestSubmit();
    expect((await error).message).to.contain('the endpoint exposes a private key');
  });

  it('refuses a key that is not JSON, and a key address on another origin', async () => {
    server.respondWith('GET', '/qf/cs/broken', [200, {}, 'not json']);
    form = mountLoginForm('/qf/cs/broken');
    let error = failed();
    form.requestSubmit();
    expect((await error).message).to.contain('(the answer is not JSON)');
    stop();
    form.parentElement?.remove();
    form = mountLoginForm('https://keys.example/keyPair');
    error = failed();
    form.requestSubmit();
    expect((await error).message).to.contain('refused to load a key from another origin');
    expect(server.requests.some((request) => request.url.includes('keys.example'))).to.equal(false);
  });

  it('encrypts the marked field in validation calls too', async () => {
    form = mountLoginForm();
    stop = startEncryption(document);
    const body = await buildValidationBody(form, 'ctx-1', ['password']);
    expect(body.toString()).not.to.contain('Heslo');
    expect(await decrypt(keys.privateKey, body.get('frm.password')!)).to.equal(PASSWORD);
  });

  it('a validation call carries the marked field it read, though the visitor types on while it is encrypted', async () => {
    form = mountLoginForm();
    stop = startEncryption(document);
    const field = form.elements.namedItem('frm.password') as HTMLInputElement;
    const encrypt = crypto.subtle.encrypt.bind(crypto.subtle);
    const typing = sinon
      .stub(crypto.subtle, 'encrypt')
      .callsFake((...args: Parameters<SubtleCrypto['encrypt']>) => {
        field.value += 'x'; // a key press lands while the value is being encrypted
        return encrypt(...args);
      });
    try {
      const body = await buildValidationBody(form, 'ctx-1', ['frm.password']);
      expect(body.get('frm.email')).to.equal('jana@example.com');
      expect(body.has('frm.password'), 'the password is not left out of the call').to.equal(true);
      expect(await decrypt(keys.privateKey, body.get('frm.password')!)).to.equal(PASSWORD);
    } finally {
      typing.restore();
    }
    // The submit still sends what the field holds now, never a ciphertext of an older value.
    const sent = sendWhenSubmitted();
    form.requestSubmit();
    const params = new URLSearchParams(String((await sent).requestBody));
    expect(await decrypt(keys.privateKey, params.get('frm.password')!)).to.equal(`${PASSWORD}x`);
  });
});
