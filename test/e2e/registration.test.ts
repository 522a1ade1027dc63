import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newVisitor } from './support/browser.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

describe('registration in Chromium', () => {
  const shop = useShopAndBrowser();

  it('shows the server errors next to the fields and signs the new customer in', async () => {
    const { context, page } = await newVisitor(shop.browser, {
      locale: 'en-US',
      consentGivenOn: shop.server.origin,
    });
    try {
      await page.goto(shop.server.url('/qf/en/ramjet/register'));
      await page.fill('#register-name', 'Eva');
      await page.fill('#register-email', 'jana@example.com');
      await page.fill('#register-password', 'short');
      await page.fill('#register-password-confirm', 'short');
      await page.locator('#registrationForm button[type="submit"]').click();
      await page
        .locator('#register-email-error', { hasText: 'An account with this e-mail already exists.' })
        .waitFor();
      await page.locator('#register-password-error', { hasText: 'at least 10 characters' }).waitFor();
      assert.equal(await page.getAttribute('#register-email', 'aria-invalid'), 'true');

      await page.fill('#register-email', 'eva@example.com');
      await page.fill('#register-password', 'a-good-password');
      await page.fill('#register-password-confirm', 'a-good-password');
      await page.locator('#registrationForm button[type="submit"]').click();
      await page.locator('#userMenu', { hasText: 'Signed in as Eva' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
