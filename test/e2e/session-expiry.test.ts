import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { SIGNED_IN_SESSION_TTL_MS } from '../../demo/server/session.ts';
import { launchBrowser, newConsentedContext, type RunningShop, startShop, watchErrors } from './support.ts';

describe('session expiry in Chromium', () => {
  let shop: RunningShop;
  let browser: Browser;
  let clock = Date.now();
  before(async () => {
    shop = await startShop({ now: () => clock });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('reloads the page when a partial update for the signed-in lists meets an ended session', async () => {
    const context = await newConsentedContext(browser, shop);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${shop.baseUrl}/en/login`);
    await page.fill('#login-email', 'jana@example.com');
    await page.fill('#login-password', 'heslo-demo-1');
    await page.locator('#loginForm button').click();
    await page.locator('#userMenu', { hasText: 'Signed in as Jana Nováková' }).waitFor();

    await page.goto(`${shop.baseUrl}/en/product/1`);
    await page.evaluate(() => {
      (window as unknown as { shopMarker: string }).shopMarker = 'before expiry';
    });
    clock += SIGNED_IN_SESSION_TTL_MS + 1000;
    const reloaded = page.waitForEvent('load');
    // Adding to a shopping list is for signed-in visitors: the answer now carries "performLogin".
    await page.locator('fg-my-list').getByRole('button', { name: 'Add to list' }).click();
    await page.getByRole('menuitem', { name: 'Obývák' }).click();
    await reloaded;
    await page.locator('#userMenu a', { hasText: 'Log in' }).waitFor();
    assert.equal(await page.locator('fg-my-list').count(), 0, 'the reloaded page is anonymous');
    assert.equal(
      await page.evaluate(() => (window as unknown as { shopMarker?: string }).shopMarker),
      undefined,
      'a full page load',
    );
    assert.match(page.url(), /\/en\/product\/1$/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
