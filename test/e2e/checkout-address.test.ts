/**
 * The checkout's delivery address (docs/demo.md): reached from the basket, checked by live validation
 * while the visitor fills it in (POST to the page address with /qf/ replaced by /validate/, the
 * library's server rules), stored on a valid submit and shown. Without script the server checks the
 * post and shows the same messages beside the fields.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page, Request } from 'playwright-core';
import { newVisitor } from './support/browser.ts';
import { waitForShopScript } from './support/page-checks.ts';
import { putLampInBasket } from './support/shop-actions.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

const POSTAL_CODE_MESSAGE = 'Zadejte PSČ ve tvaru 110 00.';

/** The lines of the saved address as shown (the text between its line breaks). */
function addressLines(page: Page): Promise<string[]> {
  return page.locator('address').evaluate((element) =>
    Array.from(element.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? ''),
  );
}

/** Fills every field but the postal code with a good Czech address. */
async function fillAddress(form: Locator): Promise<void> {
  await form.getByLabel('Jméno').fill('Eva Dvořáková');
  await form.getByLabel('Ulice a číslo domu').fill('Dlouhá 12');
  await form.getByLabel('Obec').fill('Praha');
  await form.getByLabel('Země').selectOption('CZ');
  await form.getByLabel('E-mail').fill('eva@example.com');
  await form.getByLabel('Telefon (nepovinné)').fill('+420 601 234 567');
}

describe('checkout delivery address', () => {
  const shop = useShopAndBrowser();

  it('shows a server error beside the postal code while typing, clears it when fixed, then saves the address', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      await putLampInBasket(page, shop.server);
      await page.goto(shop.server.url('/cs/basket'));
      await waitForShopScript(page);
      await page.getByRole('link', { name: 'Pokračovat k doručovací adrese' }).click();
      await page.getByRole('heading', { name: 'Doručovací adresa' }).waitFor();
      await page.waitForURL(/\/qf\/cs\/basket\/address$/);
      const validationCalls: Request[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/validate/cs/basket/address') validationCalls.push(request);
      });

      const form = page.locator('#content form');
      await fillAddress(form);
      const postalCode = form.getByLabel('PSČ');
      await postalCode.fill('1100');
      await postalCode.press('Tab');

      const message = form.locator('#address-postal-code-error', { hasText: POSTAL_CODE_MESSAGE });
      await message.waitFor();
      assert.equal(await postalCode.getAttribute('aria-invalid'), 'true');
      assert.equal(await postalCode.getAttribute('aria-describedby'), 'address-postal-code-error');
      assert.ok(validationCalls.length >= 1, 'checked through the live validation address');
      assert.equal(validationCalls[0]?.method(), 'POST');
      assert.equal(new URL(page.url()).pathname, '/qf/cs/basket/address', 'nothing was submitted');

      await postalCode.fill('110 00');
      await postalCode.press('Tab');
      await message.waitFor({ state: 'detached' });
      assert.equal(await postalCode.getAttribute('aria-invalid'), null);

      // The postal code's rule reads the country: another country checks the same code again.
      await form.getByLabel('Země').selectOption('AT');
      const austrian = form.locator('#address-postal-code-error', { hasText: 'Zadejte PSČ ve tvaru 1010.' });
      await austrian.waitFor();
      assert.equal(await postalCode.getAttribute('aria-invalid'), 'true');
      await form.getByLabel('Země').selectOption('CZ');
      await austrian.waitFor({ state: 'detached' });
      assert.equal(await postalCode.getAttribute('aria-invalid'), null);

      await form.getByRole('button', { name: 'Uložit adresu' }).click();
      await page.getByRole('heading', { name: 'Doručovací adresa je uložena' }).waitFor();
      assert.deepEqual(await addressLines(page), [
        'Eva Dvořáková',
        'Dlouhá 12',
        '110 00 Praha',
        'Česko',
        'eva@example.com',
        '+420 601 234 567',
      ]);
      await page.waitForURL(/\/cs\/basket\/delivery-address$/);
    } finally {
      await context.close();
    }
  });

  it('without script the server refuses a bad postal code beside the field, then takes the corrected form', async () => {
    const { context, page } = await newVisitor(shop.browser, {
      consentGivenOn: shop.server.origin,
      javaScriptEnabled: false,
    });
    try {
      await putLampInBasket(page, shop.server);
      await page.goto(shop.server.url('/qf/cs/basket/address'));
      const form = page.locator('#content form');
      await fillAddress(form);
      await form.getByLabel('PSČ').fill('ABC');
      await form.getByRole('button', { name: 'Uložit adresu' }).click();

      await form.locator('#address-postal-code-error', { hasText: POSTAL_CODE_MESSAGE }).waitFor();
      assert.equal(await form.getByLabel('Obec').inputValue(), 'Praha', 'the values sent are kept');
      await form.getByLabel('PSČ').fill('11000');
      await form.getByRole('button', { name: 'Uložit adresu' }).click();
      await page.getByRole('heading', { name: 'Doručovací adresa je uložena' }).waitFor();
      assert.ok((await addressLines(page)).includes('11000 Praha'));
    } finally {
      await context.close();
    }
  });
});
