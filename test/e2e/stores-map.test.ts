/**
 * The stores page of the demo shop in real Chromium, under the shop's real Content-Security-Policy
 * (Trusted Types, nonce-only styles): the map loads with the demo's own tiles and a marker per
 * store, the list and the markers choose each other by keyboard, the map's arrival moves nothing,
 * the page is axe-clean, and without script the list is the page, the map's poster in its frame.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { newVisitor } from './support/browser.ts';
import { waitForShopScript, watchErrors } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

const STORES_PAGE = '/en/stores';
const STORE_NAMES = ['Praha', 'Brno', 'Bratislava', 'Wien'];

/** The boxes of the map frame and of each listed store, relative to the element. */
function storeMapBoxes(page: Page): Promise<number[][]> {
  return page.locator('#storeMap').evaluate((element) => {
    const origin = element.getBoundingClientRect();
    return [...element.querySelectorAll('.fg-map-pointer__map-frame, .fg-map-pointer__store')].map((part) => {
      const box = part.getBoundingClientRect();
      return [box.x - origin.x, box.y - origin.y, box.width, box.height].map(Math.round);
    });
  });
}

async function openStores(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForShopScript(page);
  await page
    .locator('#storeMap .leaflet-marker-icon')
    .nth(STORE_NAMES.length - 1)
    .waitFor();
  // Every tile in view has arrived (Leaflet marks it loaded).
  await page.waitForFunction(() => {
    const tiles = [...document.querySelectorAll<HTMLImageElement>('#storeMap img.leaflet-tile')];
    return tiles.length > 0 && tiles.every((tile) => tile.complete && tile.naturalWidth === 256);
  });
}

describe('the stores page with its map', () => {
  const shop = useShopAndBrowser();

  function visitor(options: { javaScriptEnabled?: boolean; bypassCSP?: boolean } = {}) {
    return newVisitor(shop.browser, { consentGivenOn: shop.server.origin, locale: 'en-GB', ...options });
  }

  it('loads the map under the shop’s CSP with its own tiles and a marker button per store', async () => {
    const { context, page } = await visitor();
    try {
      const errors = watchErrors(page);
      await openStores(page, shop.server.url(STORES_PAGE));
      const markers = page.locator('#storeMap .leaflet-marker-icon[role="button"]');
      assert.deepEqual(
        await markers.evaluateAll((all) => all.map((m) => m.getAttribute('aria-label'))),
        STORE_NAMES,
      );
      const tile = new URL(
        await page
          .locator('#storeMap img.leaflet-tile')
          .first()
          .evaluate((img) => (img as HTMLImageElement).src),
      );
      assert.equal(tile.origin, shop.server.origin);
      assert.match(tile.pathname, /^\/tiles\/\d+\/\d+\/\d+\.png$/);
      // The poster lay under the map until its tiles had loaded and faded in.
      await page.locator('#storeMap img.fg-map-pointer__poster').waitFor({ state: 'detached' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('chooses a store from the list by keyboard and opens its marker; a marker by keyboard marks its store', async () => {
    const { context, page } = await visitor();
    try {
      await openStores(page, shop.server.url(STORES_PAGE));
      const brno = page
        .getByRole('button', { name: 'Brno', exact: true })
        .and(page.locator('.fg-map-pointer__choose'));
      await brno.focus();
      await page.keyboard.press('Enter');
      assert.equal(await brno.getAttribute('aria-pressed'), 'true');
      const brnoMarker = page.locator('#storeMap .leaflet-marker-icon[aria-label="Brno"]');
      assert.equal(await brnoMarker.getAttribute('aria-pressed'), 'true');
      assert.equal(await brnoMarker.locator('.fg-map-pointer__card').isVisible(), true);
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Brno');

      // From the map itself, Tab walks the markers in order; Space chooses one.
      await page.locator('#storeMap-map').focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
        'Bratislava',
      );
      await page.keyboard.press('Space');
      await page.locator('#storeMap-store-3.fg-map-pointer__store--selected').waitFor();
      assert.equal(await brnoMarker.getAttribute('aria-pressed'), 'false');
      await page.keyboard.press('Escape');
      assert.equal(
        await page
          .locator('#storeMap .leaflet-marker-icon[aria-label="Bratislava"]')
          .getAttribute('aria-pressed'),
        'false',
      );
    } finally {
      await context.close();
    }
  });

  it('keeps the boxes the server markup reserved: the map frame and every store stay where they were', async () => {
    const plain = await visitor({ javaScriptEnabled: false });
    const scripted = await visitor();
    try {
      await plain.page.goto(shop.server.url(STORES_PAGE));
      await openStores(scripted.page, shop.server.url(STORES_PAGE));
      const before = await storeMapBoxes(plain.page);
      assert.equal(before.length, 1 + STORE_NAMES.length);
      assert.deepEqual(await storeMapBoxes(scripted.page), before);
    } finally {
      await plain.context.close();
      await scripted.context.close();
    }
  });

  it('is axe-clean with a store chosen', async () => {
    const { context, page } = await visitor({ bypassCSP: true });
    try {
      await openStores(page, shop.server.url(STORES_PAGE));
      await page.locator('.fg-map-pointer__choose', { hasText: 'Wien' }).click();
      assert.deepEqual(await axeViolations(page, '#storeMap'), []);
    } finally {
      await context.close();
    }
  });

  it('lists every store with address and opening hours without script', async () => {
    const { context, page } = await visitor({ javaScriptEnabled: false });
    try {
      await page.goto(shop.server.url(STORES_PAGE));
      assert.deepEqual(await page.locator('#storeMap [data-store-name]').allTextContents(), STORE_NAMES);
      assert.equal(await page.locator('#storeMap [data-store-hours]').first().textContent(), '9:00–20:00');
      assert.equal(await page.locator('.fg-map-pointer__no-script').isVisible(), true);
      // The map's poster fills the frame without script too.
      const poster = page.locator('#storeMap img.fg-map-pointer__poster');
      await poster.evaluate((img: HTMLImageElement) => img.decode());
      assert.equal(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth), 800);
      const [frame, picture] = await Promise.all(
        ['.fg-map-pointer__map-frame', 'img.fg-map-pointer__poster'].map((selector) =>
          page.locator(`#storeMap ${selector}`).evaluate((node) => {
            const box = node.getBoundingClientRect();
            return Math.round(box.width);
          }),
        ),
      );
      // The frame's 1 px border on each side.
      assert.equal(picture, (frame ?? 0) - 2);
    } finally {
      await context.close();
    }
  });
});
