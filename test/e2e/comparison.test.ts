import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchErrors } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

const COOKIE = 'PRODUCT_COMPARISON_SHOW_DIFFERENT_ONLY';

describe('product comparison in Chromium', () => {
  const shop = useShopAndBrowser();

  it('shows different lines only, keeps the choice in its cookie and honours it on a full load', async () => {
    await shop.visitor({ locale: 'en-US', consentGivenOn: shop.server.origin }, async ({ context, page }) => {
      const errors = watchErrors(page);
      for (const id of [1, 7]) {
        await page.goto(shop.server.url(`/en/product/${id}`));
        await page.locator('form[action$="/comparison/add"] button').click();
        await page.locator('#content h1', { hasText: 'Comparison' }).waitFor();
      }
      const equalRows = page.locator('#comparisonTable tr[data-same-values]');
      assert.ok((await equalRows.count()) > 0);
      assert.equal(await equalRows.first().isVisible(), true);

      await page.check('#comparison-different-only');
      await page.locator('.comparison-toggle button[type="submit"]').click();
      await page.locator('#comparisonTable.comparison--different-only').waitFor();
      assert.equal(await equalRows.first().isVisible(), false);
      const cookie = (await context.cookies()).find((candidate) => candidate.name === COOKIE);
      assert.equal(cookie?.value, 'true');
      assert.equal(cookie?.path, '/');
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      assert.ok(days > 6.9 && days <= 7, `expires in ${days} days`);

      await page.goto(shop.server.url('/en/comparison'));
      assert.equal(await page.isChecked('#comparison-different-only'), true);
      assert.equal(await equalRows.first().isVisible(), false);
      assert.deepEqual(errors, []);
    });
  });
});
