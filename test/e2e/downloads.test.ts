import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, newConsentedContext, type RunningShop, startShop, watchErrors } from './support.ts';

describe('download list in Chromium', () => {
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

  it('expands the section named in the address hash, on load and when the hash changes', async () => {
    const context = await newConsentedContext(browser, shop);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${shop.baseUrl}/cs/downloads#certificates`);
    await page.locator('details#certificates[open]').waitFor();
    assert.equal(
      await page.locator('details#manuals').getAttribute('open'),
      null,
      'other sections stay closed',
    );

    await page.locator('a[href="#manuals"]').first().click();
    await page.locator('details#manuals[open]').waitFor();
    assert.equal(new URL(page.url()).hash, '#manuals');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
