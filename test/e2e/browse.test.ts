import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { COOKIE_INFORMATION_PATHS, LANGUAGES } from '../../demo/i18n/languages.ts';
import { translator } from '../../demo/i18n/translate.ts';
import { newVisitor } from './support/browser.ts';
import { markWindow, waitForShopScript, watchErrors, windowStillMarked } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

/** Add to basket on a product page: the confirmation opens in a popup and the basket count changes. */
async function addFirstProductToBasket(page: Page): Promise<void> {
  await page.locator('.product-detail__buy form.add-to-basket button[type="submit"]').click();
  await page.getByRole('dialog').filter({ hasText: 'was added to the basket (1 pcs).' }).waitFor();
  await page.locator('#userMenu a', { hasText: 'Basket (1)' }).waitFor();
}

describe('browsing the demo shop in Chromium', () => {
  const shop = useShopAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  afterEach(async () => {
    await context?.close();
  });

  /** A first-time visitor (the cookie banner is up, as it is for one) on a page with the script started. */
  async function open(path: string): Promise<void> {
    ({ context, page } = await newVisitor(shop.browser, { locale: 'en-US' }));
    errors = watchErrors(page);
    await page.goto(shop.server.url(path));
    await waitForShopScript(page);
  }

  it('opens a product from a category as a partial update and comes back with the back button', async () => {
    await open('/en/category/lamps');
    await markWindow(page);
    const firstProduct = page.locator('#productList .product-card__link').first();
    const name = (await firstProduct.locator('.product-card__name').textContent()) ?? '';
    await firstProduct.click();
    await page.waitForURL(/\/en\/product\/\d+$/);
    await page.locator('#content h1', { hasText: name }).waitFor();
    assert.ok(await windowStillMarked(page), 'no full page load');
    await page.goBack();
    await page.waitForURL(/\/en\/category\/lamps$/);
    await page.locator('#content h1', { hasText: 'Lamps' }).waitFor();
    await page.goForward();
    await page.locator('#content h1', { hasText: name }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('appends the next page with "Load more" and replaces the list with a numbered page', async () => {
    await open('/en/category/lamps');
    await markWindow(page);
    assert.equal(await page.locator('#productList .product-card').count(), 4);
    await page.locator('[data-pagination-next]').click();
    await page.waitForFunction(() => document.querySelectorAll('#productList .product-card').length === 8);
    assert.equal(await page.getAttribute('#productListing', 'data-pagination-loaded-pages'), '2');
    await page.locator('#productPagination a[aria-label="Page 3"]').click();
    await page.waitForFunction(() => document.querySelectorAll('#productList .product-card').length === 2);
    assert.match(page.url(), /[?&]page=3/);
    assert.ok(await windowStillMarked(page), 'no full page load');
    assert.equal(await page.locator('[data-pagination-next]').count(), 0, 'no "Load more" on the last page');
    assert.deepEqual(errors, []);
  });

  it('filters a category through the filter form without leaving the page', async () => {
    await open('/en/category/chairs');
    await markWindow(page);
    // The sort's radio select refreshes the listing at once; the form then sends it along.
    await page.locator('#sortChoice-button').click();
    await page.getByRole('radio', { name: 'Cheapest first' }).click();
    await page.waitForURL(/sort=priceAsc/);
    await page.fill('#filter-min', '100');
    await page.locator('.filter-form button[type="submit"]').click();
    await page.waitForURL(/min=100&.*sort=priceAsc|sort=priceAsc&.*min=100/);
    await page.waitForFunction(() => !document.getElementById('content')?.hasAttribute('aria-busy'));
    const prices = await page.locator('#productList .price').allTextContents();
    const values = prices.map((text) => Number(text.replace(/[^\d.]/g, '')));
    assert.ok(values.length > 0);
    assert.deepEqual(
      values,
      [...values].sort((a, b) => a - b),
    );
    assert.ok(values.every((value) => value >= 100));
    assert.ok(await windowStillMarked(page), 'no full page load');
  });

  it('changes a basket quantity and the user menu count in one multi-target update', async () => {
    await open('/en/product/1');
    await addFirstProductToBasket(page);
    await page.goto(shop.server.url('/en/basket'));
    await markWindow(page);
    await page.fill('#basket-quantity-1', '3');
    await page.locator('form[action$="/basket/update"] button[type="submit"]').click();
    await page.locator('#userMenu a', { hasText: 'Basket (3)' }).waitFor();
    assert.equal(await page.inputValue('#basket-quantity-1'), '3');
    assert.ok(await windowStillMarked(page), 'no full page load');
    assert.deepEqual(errors, []);
  });

  it('chooses the delivery through the radio select and updates the totals', async () => {
    await open('/en/product/1');
    await addFirstProductToBasket(page);
    await page.goto(shop.server.url('/en/basket'));
    await markWindow(page);
    const choice = page.locator('fg-radio-select#deliveryChoice');
    await choice.locator('button[aria-expanded]').click();
    await choice.getByRole('radio', { name: /Courier/ }).click();
    await page.locator('.delivery-form button[type="submit"]').click();
    await page.locator('#basketSummary dd', { hasText: '€6.90' }).waitFor();
    assert.ok(await windowStillMarked(page), 'no full page load');
    assert.deepEqual(errors, []);
  });

  it('logs in with the user tools refreshed, then lands on a new shopping list after creating it', async () => {
    await open('/en/login');
    await markWindow(page);
    await page.fill('#login-email', 'jana@example.com');
    await page.fill('#login-password', 'heslo-demo-1');
    await page.locator('#loginForm button').click();
    await page.locator('#content h1', { hasText: 'Signed in as Jana Nováková' }).waitFor();
    // The user tools refresh after the login without a full page load.
    await page.locator('#userMenu', { hasText: 'Signed in as Jana Nováková' }).waitFor();
    await page.locator('#userLists a', { hasText: 'Obývák (3)' }).waitFor();
    assert.ok(await windowStillMarked(page), 'no full page load');
    await page.goto(shop.server.url('/en/lists'));
    await page.fill('#list-name', 'Garden');
    await page.locator('.list-create button').click();
    await page.waitForURL(/\/en\/lists\/\d+$/);
    await page.locator('#content h1', { hasText: 'Garden' }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('answers every cookie information path in its language', async () => {
    ({ context, page } = await newVisitor(shop.browser));
    for (const lang of LANGUAGES) {
      const response = await page.goto(shop.server.url(COOKIE_INFORMATION_PATHS[lang]));
      assert.equal(response?.status(), 200, lang);
      assert.equal(await page.getAttribute('html', 'lang'), lang);
      assert.equal(await page.locator('#content h1').textContent(), translator(lang)('cookieInformation'));
    }
  });
});
