/**
 * The catalogue's components in the demo shop, in real Chromium on the real server: the price
 * slider and the sort radio select refresh the product listing by partial update (keyboard only),
 * the address follows so reload and back show the same listing, the list/grid switch is kept in
 * its cookie across a reload, search results grow with "Load more", and without script the same
 * forms still work.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { newVisitor } from './support/browser.ts';
import type { DemoServer } from './support/demo-server.ts';
import {
  focusIsInside,
  markWindow,
  scrollToComponent,
  waitForShopScript,
  windowStillMarked,
} from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

const CATEGORY = '/en/category/lamps';

/** Euro amounts of the listed products, in order. */
async function listedPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('#productList .product-card__price').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

function listedNames(page: Page): Promise<string[]> {
  return page.locator('#productList .product-card__name').allTextContents();
}

/** The partial update of the listing a filter or sort commit sends. */
function isListingUpdate(request: Request, expected: Record<string, string>): boolean {
  const url = new URL(request.url());
  if (url.pathname !== CATEGORY || url.searchParams.get('_pu_target') !== 'productListing') return false;
  return Object.entries(expected).every(([name, value]) => url.searchParams.get(name) === value);
}

async function listingSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('productListing')?.hasAttribute('aria-busy'));
}

/** Opens the category with its components rendered. */
async function openCategory(page: Page, server: DemoServer, path = CATEGORY): Promise<void> {
  await page.goto(server.url(path));
  await waitForShopScript(page);
  await page.getByRole('slider', { name: 'To' }).waitFor();
  await page.locator('#sortChoice-button').waitFor();
  await page.getByRole('radiogroup', { name: 'View' }).waitFor();
}

describe('catalogue components in the demo shop', () => {
  const shop = useShopAndBrowser();

  function visitor(options: { javaScriptEnabled?: boolean } = {}) {
    return newVisitor(shop.browser, { consentGivenOn: shop.server.origin, locale: 'en-GB', ...options });
  }

  it('the price slider by keyboard narrows the listing by a partial update; reload and back show it again', async () => {
    const { context, page } = await visitor();
    try {
      await openCategory(page, shop.server);
      const allNames = await listedNames(page);
      const from = page.getByRole('slider', { name: 'From' });
      const to = page.getByRole('slider', { name: 'To' });
      const low = Number(await from.getAttribute('aria-valuemin'));
      const high = Number(await to.getAttribute('aria-valuemax'));
      assert.equal(await to.getAttribute('aria-valuenow'), String(high));
      await markWindow(page);

      // Page Up: ten steps of 1 €; Arrow keys: one step. Twenty tens off the top, fifty-one onto the bottom.
      const min = low + 51;
      const max = high - 200;
      const update = page.waitForRequest((request) =>
        isListingUpdate(request, { min: String(min), max: String(max), sort: 'popular' }),
      );
      await to.focus();
      for (let i = 0; i < 20; i += 1) await page.keyboard.press('PageDown');
      await from.focus();
      for (let i = 0; i < 5; i += 1) await page.keyboard.press('PageUp');
      await page.keyboard.press('ArrowRight');
      const request = await update;
      assert.equal(request.method(), 'GET');
      assert.equal(request.headers()['pu-request'], '1');
      assert.equal(new URL(request.url()).searchParams.get('_pu_request_target'), 'content');
      assert.equal((await request.response())?.status(), 200);
      await page.waitForURL((url) => url.searchParams.get('max') === String(max));
      await listingSettled(page);

      const prices = await listedPrices(page);
      assert.ok(prices.length > 0, 'some lamps are in the range');
      for (const price of prices) assert.ok(price >= min && price <= max, `${price} in ${min}–${max}`);
      const count = Number(/\d+/.exec((await page.locator('.listing-count').textContent()) ?? '')?.[0]);
      assert.ok(count < 10, `the count follows the filter (${count})`);
      assert.equal(await page.inputValue('#filter-min'), String(min), 'the value is mirrored into the form');
      assert.equal(await page.inputValue('#filter-max'), String(max));
      assert.ok(await focusIsInside(page.locator('fg-slider')), 'focus stays on the slider');
      assert.equal(await windowStillMarked(page), true, 'no full page load');
      const url = new URL(page.url());
      assert.equal(url.pathname, CATEGORY);
      assert.equal(url.searchParams.get('min'), String(min));
      assert.equal(url.searchParams.has('pu'), false, 'the history has the plain filtered address');

      const filteredNames = await listedNames(page);
      await page.reload();
      await page.getByRole('slider', { name: 'To' }).waitFor();
      assert.deepEqual(await listedNames(page), filteredNames, 'reload shows the same listing');
      assert.equal(await page.getByRole('slider', { name: 'To' }).getAttribute('aria-valuenow'), String(max));

      // On to a product, then back: the filtered category comes back whole, its slider included.
      await page.locator('#productList .product-card__link').first().click();
      await page.waitForURL(/\/en\/product\/\d+$/);
      await page.goBack();
      await page.waitForURL((address) => address.searchParams.get('max') === String(max));
      await page.locator('#content h1', { hasText: 'Lamps' }).waitFor();
      assert.deepEqual(await listedNames(page), filteredNames, 'back shows the filtered listing');
      await page.getByRole('slider', { name: 'To' }).waitFor();
      assert.equal(await page.getByRole('slider', { name: 'To' }).getAttribute('aria-valuenow'), String(max));

      await page.goBack();
      await page.waitForURL((address) => !address.searchParams.has('max'));
      await page.waitForFunction(
        (text) => document.querySelector('.listing-count')?.textContent === text,
        '10 products',
      );
      assert.deepEqual(await listedNames(page), allNames, 'back again shows the whole category');
      await page.getByRole('slider', { name: 'To' }).waitFor();
      assert.equal(
        await page.getByRole('slider', { name: 'To' }).getAttribute('aria-valuenow'),
        String(high),
      );
    } finally {
      await context.close();
    }
  });

  it('sorts through the radio select by keyboard, refreshing only the listing', async () => {
    const { context, page } = await visitor();
    try {
      await openCategory(page, shop.server);
      await markWindow(page);
      const button = page.locator('#sortChoice-button');
      assert.equal(await button.textContent(), 'Most popular');
      const update = page.waitForRequest((request) => isListingUpdate(request, { sort: 'priceAsc' }));
      await button.focus();
      await page.keyboard.press('ArrowDown');
      await page.getByRole('radio', { name: 'Most popular' }).and(page.locator(':focus')).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const request = await update;
      assert.equal((await request.response())?.status(), 200);
      await page.waitForURL((url) => url.searchParams.get('sort') === 'priceAsc');
      await listingSettled(page);
      const prices = await listedPrices(page);
      assert.equal(prices.length, 4);
      assert.deepEqual(
        prices,
        [...prices].sort((a, b) => a - b),
      );
      assert.equal(await button.textContent(), 'Cheapest first');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'sortChoice-button');
      assert.equal(await windowStillMarked(page), true, 'no full page load');
    } finally {
      await context.close();
    }
  });

  it('switches to the list layout by keyboard, and the list stays a list after a reload', async () => {
    const { context, page } = await visitor();
    try {
      await openCategory(page, shop.server);
      const grid = page.getByRole('radio', { name: 'Grid' });
      assert.equal(await grid.getAttribute('aria-checked'), 'true');
      assert.equal(await page.getAttribute('#productList', 'data-layout'), 'grid');
      await grid.focus();
      await page.keyboard.press('ArrowLeft');
      const list = page.getByRole('radio', { name: 'List' });
      assert.equal(await list.getAttribute('aria-checked'), 'true');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'List');
      assert.equal(await page.getAttribute('#productList', 'data-layout'), 'list');
      const cookie = (await context.cookies()).find((candidate) => candidate.name === 'PRODUCT_LIST_LAYOUT');
      assert.equal(cookie?.value, 'list');
      assert.ok((cookie?.expires ?? 0) * 1000 > Date.now() + 6 * 86_400_000, 'kept for 7 days');

      const response = await page.reload();
      assert.match(
        (await response?.text()) ?? '',
        /<div id="productList" class="product-grid" data-layout="list"/,
      );
      await page.getByRole('radiogroup', { name: 'View' }).waitFor();
      assert.equal(await page.getByRole('radio', { name: 'List' }).getAttribute('aria-checked'), 'true');

      // A listing swapped in by the sort comes in the same layout.
      await page.locator('#sortChoice-button').click();
      await page.getByRole('radio', { name: 'Name' }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'name');
      await listingSettled(page);
      assert.equal(await page.getAttribute('#productList', 'data-layout'), 'list');
    } finally {
      await context.close();
    }
  });

  it('searching "lamp" finds the lamps, and their "Load more" stands clear of the grid and keeps its height as it upgrades', async () => {
    const { context, page } = await visitor();
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(shop.server.url('/en/search?q=lamp'));
      await waitForShopScript(page);
      assert.match((await page.locator('#content p').first().textContent()) ?? '', /^10 results for “lamp”$/);
      const more = page.locator('#searchMore');
      const served = await more.evaluate((element) => ({
        gap:
          element.getBoundingClientRect().top -
          (document.getElementById('searchResults')?.getBoundingClientRect().bottom ?? Number.NaN),
        height: element.getBoundingClientRect().height,
      }));
      assert.ok(served.gap >= 16, `a gap under the grid: ${served.gap} px`);
      await scrollToComponent(page, '#searchMore');
      await more.getByRole('button', { name: 'Load more' }).waitFor();
      assert.equal(await more.evaluate((element) => element.getBoundingClientRect().height), served.height);
    } finally {
      await context.close();
    }
  });

  it('"Load more" on the search results appends the next page and focuses its first result', async () => {
    const { context, page } = await visitor();
    try {
      await page.goto(shop.server.url('/en/search?q=SF'));
      await waitForShopScript(page);
      await scrollToComponent(page, 'fg-universal-pagination-button');
      const more = page.getByRole('button', { name: 'Load more' });
      await more.waitFor();
      const cards = page.locator('#searchResults .product-card');
      assert.equal(await cards.count(), 8);
      await markWindow(page);
      const fetched = page.waitForRequest(
        (request) => new URL(request.url()).searchParams.get('page') === '2',
      );
      await more.focus();
      await page.keyboard.press('Enter');
      assert.equal(new URL((await fetched).url()).pathname, '/en/search');
      await page.waitForFunction(
        () => document.querySelectorAll('#searchResults .product-card').length === 16,
      );
      assert.equal(
        await page.evaluate(
          () => document.activeElement === document.querySelectorAll('#searchResults .product-card')[8],
        ),
        true,
        'focus on the first new result',
      );
      for (let shown = 16; shown < 60; shown += 8) {
        await more.click();
        await page.waitForFunction(
          (expected) => document.querySelectorAll('#searchResults .product-card').length >= expected,
          Math.min(shown + 8, 60),
        );
      }
      await more.waitFor({ state: 'detached' });
      const names = await page
        .locator('#searchResults .product-card__link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      assert.equal(names.length, 60);
      assert.equal(new Set(names).size, 60, 'no result twice');
      assert.equal(new URL(page.url()).search, '?q=SF', 'the address stays');
      assert.equal(await windowStillMarked(page), true);
    } finally {
      await context.close();
    }
  });

  it('without script the filter form and the layout form still work as plain forms', async () => {
    const { context, page } = await visitor({ javaScriptEnabled: false });
    try {
      await page.goto(shop.server.url(CATEGORY));
      await page.fill('#filter-min', '100');
      await page.fill('#filter-max', '300');
      await page.check('#sort-priceDesc');
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'priceDesc');
      const prices = await listedPrices(page);
      assert.ok(prices.length > 0);
      for (const price of prices) assert.ok(price >= 100 && price <= 300, String(price));
      assert.deepEqual(
        prices,
        [...prices].sort((a, b) => b - a),
      );
      await page.getByRole('button', { name: 'List' }).click();
      await page.waitForURL(
        (url) => url.searchParams.get('sort') === 'priceDesc' && url.pathname === CATEGORY,
      );
      assert.equal(await page.getAttribute('#productList', 'data-layout'), 'list');
      assert.equal(await page.getByRole('button', { name: 'List' }).getAttribute('aria-pressed'), 'true');
    } finally {
      await context.close();
    }
  });

  it('without script on a phone the "Filter and sort" button opens the forms as a sheet, Escape closes it', async () => {
    const { context, page } = await visitor({ javaScriptEnabled: false });
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(shop.server.url(CATEGORY));
      const sheet = page.locator('#listingTools');
      assert.equal(await sheet.isVisible(), false);
      await page.getByRole('button', { name: 'Filter and sort' }).click();
      await sheet.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Filter and sort' }).click();
      await page.fill('#filter-min', '100');
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('min') === '100');
      for (const price of await listedPrices(page)) assert.ok(price >= 100, String(price));
      assert.equal(await sheet.isVisible(), false, 'the new page starts with the sheet closed');
    } finally {
      await context.close();
    }
  });

  it('a sheet left open while the window widens past the phone layout stays a sheet until closed', async () => {
    const { context, page } = await visitor();
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(shop.server.url(CATEGORY));
      await waitForShopScript(page);
      await page.getByRole('button', { name: 'Filter and sort' }).click();
      await page.setViewportSize({ width: 1280, height: 800 });
      const sheet = page.locator('#listingTools');
      const box = async () =>
        sheet.evaluate((element) => [
          getComputedStyle(element).position,
          Math.round(element.getBoundingClientRect().bottom),
        ]);
      assert.deepEqual(await box(), ['fixed', 800], 'a sheet at the bottom of the window');
      await page.getByRole('button', { name: 'Close' }).click();
      assert.equal((await box())[0], 'static', 'closed, the filter row in the page');
      assert.equal(await page.getByRole('button', { name: 'Filter and sort' }).isVisible(), false);
    } finally {
      await context.close();
    }
  });
});
