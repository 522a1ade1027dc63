import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, newConsentedContext, type RunningShop, startShop } from './support.ts';

describe('registration in Chromium', () => {
  let shop: RunningShop;
  let browser: Browser;
  before(async () => {
    shop = await startShop();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('shows the server errors next to the fields and signs the new customer in', async () => {
    const context = await newConsentedContext(browser, shop);
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/qf/en/ramjet/register`);
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
    await context.close();
  });
});
