/**
 * The settled signal on the demo (docs/settled.md), through the package's Playwright helper
 * (`storefront-elements/testing/playwright`): after a click on a list's page link, `settled(page)`
 * returns once the new page is shown, with one `fg:settled`; a page that does not come is named
 * when the wait times out.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { settled } from '../../src/testing/playwright.ts';
import { newVisitor } from './support/browser.ts';
import { waitForShopScript } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';
import { describeInChromium } from './support/shop-in-browsers.ts';

const CATEGORY = '/cs/category/lamps';

describeInChromium('the settled signal (Playwright helper)', () => {
  const shop = useShopAndBrowser();

  /** A returning visitor on the category, settled. */
  async function openCategory(): Promise<{ context: BrowserContext; page: Page }> {
    const visitor = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    await visitor.page.goto(shop.server.url(CATEGORY));
    await waitForShopScript(visitor.page);
    await settled(visitor.page);
    return visitor;
  }

  it('returns once a page link has shown its page, told once as fg:settled', async () => {
    const { context, page } = await openCategory();
    try {
      await page.evaluate(() => {
        const counted = window as unknown as { settledTold: number };
        counted.settledTold = 0;
        document.addEventListener('fg:settled', () => {
          counted.settledTold += 1;
        });
      });
      await page.locator('#productPagination a', { hasText: /^2$/ }).click();
      await settled(page);
      // Read at once, without waiting: the page is whole.
      const shown = await page.evaluate(() => ({
        current: document.querySelector('#productPagination a[aria-current="page"]')?.textContent?.trim(),
        busy: document.querySelector('[aria-busy="true"]') !== null,
        told: (window as unknown as { settledTold: number }).settledTold,
      }));
      assert.deepEqual(shown, { current: '2', busy: false, told: 1 });
    } finally {
      await context.close();
    }
  });

  it('names the update still under way when the wait times out', async () => {
    const { context, page } = await openCategory();
    try {
      let letThrough: () => void = () => {};
      const held = new Promise<void>((resolve) => (letThrough = resolve));
      // The list's page 2 (fetched by the pagination behaviour) waits here until the test lets it through.
      await page.route(
        (url) => url.pathname === CATEGORY && url.searchParams.get('page') === '2',
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await page.locator('#productPagination a', { hasText: /^2$/ }).click();
      await assert.rejects(settled(page, { timeout: 500 }), {
        message: /^The page did not settle within 500 ms: still busy with pagination of #productListing/,
      });
      letThrough();
      await settled(page);
      assert.equal(
        await page.locator('#productPagination a[aria-current="page"]').first().textContent(),
        '2',
      );
    } finally {
      await context.close();
    }
  });
});
