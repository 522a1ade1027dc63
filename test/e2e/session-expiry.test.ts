import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { SIGNED_IN_SESSION_TTL_MS } from '../../demo/server/session.ts';
import { launchChromium, newVisitor } from './support/browser.ts';
import { type DemoServer, startDemoServer } from './support/demo-server.ts';
import {
  markWindow,
  scrollToComponent,
  waitForShopScript,
  watchErrors,
  windowStillMarked,
} from './support/page-checks.ts';

describe('session expiry in Chromium', () => {
  let server: DemoServer;
  let browser: Browser;
  let clock = Date.now();
  before(async () => {
    server = await startDemoServer({ now: () => clock });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('reloads the page when a partial update for the signed-in lists meets an ended session', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'en-US', consentGivenOn: server.origin });
    try {
      const errors = watchErrors(page);
      await page.goto(server.url('/en/login'));
      await page.fill('#login-email', 'jana@example.com');
      await page.fill('#login-password', 'heslo-demo-1');
      await page.locator('#loginForm button').click();
      await page.locator('#userMenu', { hasText: 'Signed in as Jana Nováková' }).waitFor();

      await page.goto(server.url('/en/product/1'));
      await waitForShopScript(page);
      await scrollToComponent(page, 'fg-my-list');
      await markWindow(page);
      clock += SIGNED_IN_SESSION_TTL_MS + 1000;
      const reloaded = page.waitForEvent('load');
      // Adding to a shopping list is for signed-in visitors: the answer now carries "performLogin".
      await page.locator('fg-my-list button[aria-haspopup="menu"]', { hasText: 'Add to list' }).click();
      await page.getByRole('menuitem', { name: 'Obývák' }).click();
      await reloaded;
      await page.locator('#userMenu a', { hasText: 'Log in' }).waitFor();
      assert.equal(await page.locator('fg-my-list').count(), 0, 'the reloaded page is anonymous');
      assert.equal(await windowStillMarked(page), false, 'a full page load');
      assert.match(page.url(), /\/en\/product\/1$/);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
