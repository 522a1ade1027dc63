/**
 * Registration (docs/flows.md) in Chromium, Firefox and WebKit: a correct registration signs the new
 * customer in; live validation shows a field's error beside it while typing (POST to the page
 * address with /qf/ replaced by /validate/) and clears it when fixed; the server's errors show next
 * to their fields.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeInBrowsers } from './support/shop-in-browsers.ts';
import type { Shopper } from './support/shopper.ts';
import { pathOf, waitForShopScript } from './support/shopper-checks.ts';

describeInBrowsers('registration', (shop) => {
  const visit = (journey: (shopper: Shopper) => Promise<void>) =>
    shop.visitor({ consentGivenOn: shop.server.origin }, journey);

  it('a correct registration signs the new customer in', async () => {
    await visit(async (shopper) => {
      await shopper.goto(shop.server.url('/qf/cs/ramjet/register'));
      await waitForShopScript(shopper);
      await shopper.fill('#register-name', 'Eva Malá');
      await shopper.fill('#register-email', 'eva.mala@example.com');
      await shopper.fill('#register-password', 'dlouhe-heslo-42');
      await shopper.fill('#register-password-confirm', 'dlouhe-heslo-42');
      await shopper.click({ css: '#content form button', name: 'Založit účet' });

      await shopper.waitFor({ css: '#userMenu', text: 'Přihlášen(a): Eva Malá' });
      assert.equal(await pathOf(shopper), '/cs/');
    });
  });

  it('the page preloads live validation with its validator (the build’s behaviour table), and fetches them', async () => {
    await visit(async (shopper) => {
      await shopper.goto(shop.server.url('/qf/cs/ramjet/register'));
      await waitForShopScript(shopper);
      const preloads = await shopper.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"]')].map((link) => ({
          path: new URL(link.href).pathname,
          fetched: performance.getEntriesByName(link.href).length > 0,
        })),
      );
      const validator = preloads.find((link) =>
        /\/chunks\/validation-controller-[\w-]+\.js$/.test(link.path),
      );
      assert.ok(validator, `no preload of the validator among ${JSON.stringify(preloads)}`);
      assert.ok(validator.fetched, 'the validator was fetched');
    });
  });

  it('registration shows a field error beside the field once it is left, and clears it when fixed', async () => {
    await visit(async (shopper) => {
      await shopper.goto(shop.server.url('/qf/cs/ramjet/register'));
      await waitForShopScript(shopper);
      const validationCalls = () =>
        shop.server.requests.filter((request) => request.url === '/validate/cs/ramjet/register');
      const before = validationCalls().length;
      await shopper.fill('#register-email', 'not-an-email');
      await shopper.press('Tab');

      const message = 'Zadejte platnou e-mailovou adresu.';
      await shopper.waitFor({ css: '#content *', text: message });
      assert.equal(await pathOf(shopper), '/qf/cs/ramjet/register', 'nothing was submitted');
      const calls = validationCalls().slice(before);
      assert.ok(calls.length >= 1, 'the field was checked through the live validation address');
      assert.equal(calls[0]?.method, 'POST');
      const emailState = () =>
        shopper.evaluate((text) => {
          const input = document.getElementById('register-email') as HTMLInputElement;
          const described = (input.getAttribute('aria-describedby') ?? '')
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ');
          // Not a key named `error`: WebDriver classic reads such a result as a failed command.
          return {
            errorClass: input.classList.contains('error'),
            beside:
              described.includes(text) || (input.closest('.form-field')?.textContent ?? '').includes(text),
          };
        }, message);
      assert.deepEqual(
        await emailState(),
        { errorClass: true, beside: true },
        'the field has the error class and its message',
      );

      await shopper.fill('#register-email', 'someone.new@example.com');
      await shopper.press('Tab');
      await shopper.waitFor({ css: '#content *', text: message }, 'detached');
      assert.equal((await emailState()).errorClass, false);
    });
  });

  it('shows the server errors next to the fields and signs the new customer in (English)', async () => {
    await visit(async (shopper) => {
      await shopper.goto(shop.server.url('/qf/en/ramjet/register'));
      await waitForShopScript(shopper);
      await shopper.fill('#register-name', 'Eva');
      await shopper.fill('#register-email', 'jana@example.com');
      await shopper.fill('#register-password', 'short');
      await shopper.fill('#register-password-confirm', 'short');
      await shopper.click('#registrationForm button[type="submit"]');
      await shopper.waitFor({
        css: '#register-email-error',
        text: 'An account with this e-mail already exists.',
      });
      await shopper.waitFor({ css: '#register-password-error', text: 'at least 10 characters' });
      assert.equal(await shopper.attribute('#register-email', 'aria-invalid'), 'true');

      await shopper.fill('#register-email', 'eva@example.com');
      await shopper.fill('#register-password', 'a-good-password');
      await shopper.fill('#register-password-confirm', 'a-good-password');
      await shopper.click('#registrationForm button[type="submit"]');
      await shopper.waitFor({ css: '#userMenu', text: 'Signed in as Eva' });
    });
  });
});
