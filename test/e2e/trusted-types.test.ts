/**
 * The shop under its strict Content-Security-Policy with Trusted Types required
 * (demo/server/security-headers.ts, docs/security.md): a visitor's journey through the consent
 * banner, a partial update, the add-to-basket popup and "Load more" reports no policy violation and
 * no script error.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { newVisitor } from './support/browser.ts';
import { waitForShopScript, watchErrors } from './support/page-checks.ts';
import { inStockCard } from './support/shop-actions.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

type ViolationLog = Window & { cspViolations?: string[] };

/** Records every `securitypolicyviolation` of each document the page loads from now on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as ViolationLog).cspViolations = log;
    document.addEventListener('securitypolicyviolation', (event) => {
      log.push(`${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`);
    });
  });
}

describe('the shop under Trusted Types', () => {
  const shop = useShopAndBrowser();

  it('banner, partial update, add-to-basket popup and "Load more" run without a violation', async () => {
    const { context, page } = await newVisitor(shop.browser);
    try {
      await recordViolations(page);
      const errors = watchErrors(page);
      const response = await page.goto(shop.server.url('/cs/'));
      const policy = response?.headers()['content-security-policy'] ?? '';
      assert.match(policy, /require-trusted-types-for 'script'/);
      assert.match(policy, /trusted-types storefront-elements lit-html(;|$)/);
      await waitForShopScript(page);

      const banner = page.locator('fg-cookie-consent');
      await banner.getByRole('button', { name: 'Přijmout vše', exact: true }).click();
      await banner.getByRole('heading', { name: 'Používáme cookies' }).waitFor({ state: 'hidden' });

      await page.locator('#content').getByRole('link', { name: 'Lampy', exact: true }).click();
      await page.waitForURL(shop.server.url('/cs/category/lamps'));
      await page.waitForFunction(
        () => document.querySelector('#content h1')?.textContent?.trim() === 'Lampy',
      );

      const card = inStockCard(page);
      const name = ((await card.locator('.product-card__name').textContent()) ?? '').trim();
      await card.getByRole('button', { name: 'Do košíku' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`${name} byl přidán do košíku (1 ks).`).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('link', { name: 'Načíst další' }).click();
      await page.waitForFunction(
        () => document.querySelectorAll('#productList .product-card__name').length === 8,
      );

      assert.deepEqual(await page.evaluate(() => (window as ViolationLog).cspViolations), []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
