/**
 * Partial updates of the page container (docs/protocol.md): a link inside `#content` reloads only
 * `#content`, the request is marked `PU-Request: 1`, the address follows, and back/forward show
 * the content of each entry again.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { markWindow, waitForShopScript, windowStillMarked } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

function heading(page: Page): Promise<string> {
  return page
    .locator('#content h1')
    .textContent()
    .then((text) => (text ?? '').trim());
}

/** Waits until `#content` shows the page whose heading is `text`. */
async function waitForHeading(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('#content h1')?.textContent?.trim() === expected,
    text,
  );
}

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

describe('partial updates of the page container', () => {
  const shop = useShopAndBrowser();

  it('a link inside #content swaps only #content, as a PU-Request, and moves the address', async () => {
    await shop.visitor({ consentGivenOn: shop.server.origin }, async ({ page }) => {
      await page.goto(shop.server.url('/cs/'));
      await waitForShopScript(page);
      await markWindow(page);
      // Something outside the container: a swap of #content must leave it alone.
      await page.evaluate(() =>
        document.querySelector('.site-header')?.setAttribute('data-e2e-untouched', ''),
      );
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));

      await page.locator('#content').getByRole('link', { name: 'Lampy', exact: true }).click();
      await waitForHeading(page, 'Lampy');
      // The history entry is written once the swap is done (docs/architecture.md, step 9).
      await page.waitForURL(shop.server.url('/cs/category/lamps'));
      assert.ok(await windowStillMarked(page), 'the window survived: no full page load');
      assert.equal(
        await page.locator('.site-header[data-e2e-untouched]').count(),
        1,
        'the header was not replaced',
      );
      const categoryRequests = requests.filter(
        (request) => new URL(request.url()).pathname === '/cs/category/lamps',
      );
      assert.equal(categoryRequests.length, 1, 'one request for the category');
      assert.equal(categoryRequests[0]?.headers()['pu-request'], '1');
      assert.notEqual(
        categoryRequests[0]?.resourceType(),
        'document',
        'a background request, not a navigation',
      );
      assert.equal(
        await page.locator('#content .product-card').count(),
        4,
        'the first page of lamps is shown',
      );
    });
  });

  it('back and forward after partial updates show the content of each history entry', async () => {
    await shop.visitor({ consentGivenOn: shop.server.origin }, async ({ page }) => {
      await page.goto(shop.server.url('/cs/'));
      await waitForShopScript(page);
      const homeHeading = await heading(page);
      await markWindow(page);
      await page.locator('#content').getByRole('link', { name: 'Lampy', exact: true }).click();
      await waitForHeading(page, 'Lampy');
      await page.waitForURL(shop.server.url('/cs/category/lamps'));
      const product = page.locator('#content .product-card__link').first();
      const productName = ((await product.locator('.product-card__name').textContent()) ?? '').trim();
      await product.click();
      await waitForHeading(page, productName);
      await page.waitForURL(/\/cs\/product\/\d+$/);
      const productPath = pathOf(page);

      await page.goBack();
      await waitForHeading(page, 'Lampy');
      assert.equal(pathOf(page), '/cs/category/lamps');
      await page.goBack();
      await waitForHeading(page, homeHeading);
      assert.equal(pathOf(page), '/cs/');
      await page.goForward();
      await waitForHeading(page, 'Lampy');
      await page.goForward();
      await waitForHeading(page, productName);
      assert.equal(pathOf(page), productPath);
      assert.ok(await windowStillMarked(page), 'back and forward replayed the entries as partial updates');
    });
  });
});
