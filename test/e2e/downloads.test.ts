import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchErrors } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

describe('download list in Chromium', () => {
  const shop = useShopAndBrowser();

  it('expands the section named in the address hash, on load and when the hash changes', async () => {
    await shop.visitor({ locale: 'en-US', consentGivenOn: shop.server.origin }, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(shop.server.url('/cs/downloads#certificates'));
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
    });
  });
});
