/**
 * Encrypted submission (docs/validation.md) in the demo: the login
 * and registration forms send their passwords encrypted with the shop's public key, in the post and
 * in every live-validation call, so no request the browser makes carries a password in clear; the
 * shop decrypts them and the login, the registration and the live password rules work as before.
 * Without script the same forms post the password as typed, and the shop takes that too.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page, Request } from 'playwright-core';
import { createEncryptionKeyPair, publicKeyAnswer } from '../../src/server/encryption/index.ts';
import { waitForShopScript } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

// The seed's first demo user (docs/demo.md).
const JANA = { email: 'jana@example.com', password: 'heslo-demo-1', name: 'Jana Nováková' } as const;
/** RSA-OAEP with the shop's 2048-bit key: 256 bytes, 344 base64 characters. */
const CIPHERTEXT = /^[A-Za-z0-9+/]{342}==$/;

/** Every request the page makes, to look into their addresses and bodies afterwards. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/**
 * Opens the page of an account form at `url` with its script running, and records every request the
 * page makes from then on: the key fetch, live validation and the post all show in `requests`.
 */
async function openFormRecording(page: Page, url: string): Promise<{ requests: Request[]; form: Locator }> {
  await page.goto(url);
  await waitForShopScript(page);
  return { requests: recordRequests(page), form: page.locator('#content form') };
}

/** Fails when any recorded request carries `secret` in clear, in its address or its body (raw or form-encoded). */
function assertNeverInClear(requests: readonly Request[], secret: string): void {
  const forms = [secret, encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice(2)];
  for (const request of requests) {
    const carried = `${request.url()}\n${request.postData() ?? ''}`;
    for (const form of forms) {
      assert.ok(
        !carried.includes(form),
        `${request.method()} ${request.url()} carries the password in clear`,
      );
    }
  }
}

function postsTo(requests: readonly Request[], path: string): Request[] {
  return requests.filter(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === path,
  );
}

function formBody(request: Request): URLSearchParams {
  return new URLSearchParams(request.postData() ?? '');
}

describe('encrypted passwords in login and registration', () => {
  const shop = useShopAndBrowser();

  it('login sends the password encrypted, never in clear, and signs the customer in', async () => {
    await shop.visitor({ consentGivenOn: shop.server.origin }, async ({ page }) => {
      const { requests, form } = await openFormRecording(page, shop.server.url('/cs/login'));
      await form.getByLabel('E-mail').fill(JANA.email);
      await form.getByLabel('Heslo').fill(JANA.password);
      await form.getByRole('button', { name: 'Přihlásit se' }).click();
      await page.locator('#userMenu').getByText(`Přihlášen(a): ${JANA.name}`).waitFor();

      assert.ok(
        requests.some((request) => new URL(request.url()).pathname === '/qf/cs/ramjet/keyPair'),
        'the public key came from the shop',
      );
      const [login] = postsTo(requests, '/qf/cs/ramjet/performLogin');
      assert.ok(login, 'the login was posted');
      assert.match(formBody(login).get('password') ?? '', CIPHERTEXT);
      assert.equal(formBody(login).get('email'), JANA.email, 'only the marked field is encrypted');
      assertNeverInClear(requests, JANA.password);
    });
  });

  it('registration validates the encrypted passwords while typing, then creates the account', async () => {
    await shop.visitor({ consentGivenOn: shop.server.origin }, async ({ page }) => {
      const { requests, form } = await openFormRecording(page, shop.server.url('/qf/cs/ramjet/register'));
      const password = form.getByLabel('Heslo', { exact: true });
      const again = form.getByLabel('Heslo znovu');
      await form.getByLabel('Jméno').fill('Marek Tajný');
      await form.getByLabel('E-mail').fill('marek.tajny@example.com');
      await password.fill('kratke');
      await password.press('Tab');

      // The password rule of the server shows while typing, though the value only travels encrypted.
      const tooShort = form.locator('#register-password-error', {
        hasText: 'Heslo musí mít alespoň 10 znaků.',
      });
      await tooShort.waitFor();
      assert.equal(await password.getAttribute('aria-invalid'), 'true');
      const firstCall = postsTo(requests, '/validate/cs/ramjet/register').find((request) =>
        formBody(request).getAll('requestedWidgets').includes('frm.password'),
      );
      assert.ok(firstCall, 'the password was checked through live validation');
      assert.match(formBody(firstCall).get('frm.password') ?? '', CIPHERTEXT);

      await password.fill('dlouhe-tajne-heslo');
      await password.press('Tab');
      await tooShort.waitFor({ state: 'detached' });
      await again.fill('dlouhe-tajne-hesla');
      await again.press('Tab');
      await form.locator('#register-password-confirm-error', { hasText: 'Hesla se neshodují.' }).waitFor();
      await again.fill('dlouhe-tajne-heslo');
      await form.getByRole('button', { name: 'Založit účet' }).click();
      await page.locator('#userMenu').getByText('Přihlášen(a): Marek Tajný').waitFor();

      const [registration] = postsTo(requests, '/qf/cs/ramjet/register');
      assert.ok(registration, 'the registration was posted');
      assert.match(formBody(registration).get('frm.password') ?? '', CIPHERTEXT);
      assert.match(formBody(registration).get('frm.passwordConfirm') ?? '', CIPHERTEXT);
      for (const secret of ['kratke', 'dlouhe-tajne-heslo', 'dlouhe-tajne-hesla'])
        assertNeverInClear(requests, secret);
    });

    // The account exists with the password as typed: a page without script logs in with it.
    await shop.visitor(
      { consentGivenOn: shop.server.origin, javaScriptEnabled: false },
      async ({ page: noScript }) => {
        await noScript.goto(shop.server.url('/cs/login'));
        const form = noScript.locator('#content form');
        await form.getByLabel('E-mail').fill('marek.tajny@example.com');
        await form.getByLabel('Heslo').fill('dlouhe-tajne-heslo');
        await form.getByRole('button', { name: 'Přihlásit se' }).click();
        await noScript.locator('#userMenu').getByText('Přihlášen(a): Marek Tajný').waitFor();
      },
    );
  });

  it('a page holding a stale key lands on a fresh login page that says why, and logs in from there', async () => {
    // The key of another start of the shop, as a page loaded before a restart holds it.
    const staleKey = publicKeyAnswer(await createEncryptionKeyPair());
    await shop.visitor({ consentGivenOn: shop.server.origin }, async ({ page }) => {
      await page.route('**/qf/cs/ramjet/keyPair', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: staleKey }),
      );
      await page.goto(shop.server.url('/cs/login'));
      await waitForShopScript(page);
      const form = page.locator('#content form');
      await form.getByLabel('E-mail').fill(JANA.email);
      await form.getByLabel('Heslo').fill(JANA.password);
      await form.getByRole('button', { name: 'Přihlásit se' }).click();
      await page.getByRole('alert').filter({ hasText: 'Heslo se nepodařilo dešifrovat' }).first().waitFor();
      assert.equal(new URL(page.url()).searchParams.get('failed'), 'unreadable');

      await page.unroute('**/qf/cs/ramjet/keyPair');
      await page.reload();
      await waitForShopScript(page);
      await form.getByLabel('E-mail').fill(JANA.email);
      await form.getByLabel('Heslo').fill(JANA.password);
      await form.getByRole('button', { name: 'Přihlásit se' }).click();
      await page.locator('#userMenu').getByText(`Přihlášen(a): ${JANA.name}`).waitFor();
    });
  });
});
