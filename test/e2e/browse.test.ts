/**
 * Browsing the demo shop in Chromium, Firefox and WebKit: a product opens from a category as a
 * partial update and back/forward return, "Load more" and numbered pages, the filter form (on a
 * phone in its "Filter and sort" sheet), a basket quantity and the delivery choice, login and a new
 * list, the cookie information pages.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { COOKIE_INFORMATION_PATHS, LANGUAGES } from '../../demo/i18n/languages.ts';
import { translator } from '../../demo/i18n/translate.ts';
import { describeInBrowsers } from './support/shop-in-browsers.ts';
import { phoneWidth, type Shopper } from './support/shopper.ts';
import { texts, waitForShopScript, waitForUrl } from './support/shopper-checks.ts';
import { markWindow, windowStillMarked } from './support/window-checks.ts';

/** Add to basket on a product page: the confirmation opens in a popup and the basket count changes. */
async function addFirstProductToBasket(shopper: Shopper): Promise<void> {
  await shopper.click('.product-detail__buy form.add-to-basket button[type="submit"]');
  await shopper.waitFor({ css: '[role="dialog"], dialog', text: 'was added to the basket (1 pcs).' });
  await shopper.waitFor({ css: '#userMenu a', text: 'Basket (1)' });
}

describeInBrowsers('browsing the demo shop', (shop) => {
  /** A first-time visitor (the cookie banner is up, as it is for one) on a page with the script started. */
  async function visit(path: string, journey: (shopper: Shopper) => Promise<void>): Promise<void> {
    await shop.visitor({}, async (shopper) => {
      await shopper.goto(shop.server.url(path));
      await waitForShopScript(shopper);
      await journey(shopper);
      assert.deepEqual(await shopper.errors(), []);
    });
  }

  it('opens a product from a category as a partial update and comes back with the back button', async () => {
    await visit('/en/category/lamps', async (shopper) => {
      await markWindow(shopper);
      const name = await shopper.text('#productList .product-card__link .product-card__name');
      await shopper.click('#productList .product-card__link');
      await waitForUrl(shopper, /\/en\/product\/\d+$/);
      await shopper.waitFor({ css: '#content h1', text: name });
      assert.ok(await windowStillMarked(shopper), 'no full page load');
      await shopper.back();
      await waitForUrl(shopper, /\/en\/category\/lamps$/);
      await shopper.waitFor({ css: '#content h1', text: 'Lamps' });
      await shopper.forward();
      await shopper.waitFor({ css: '#content h1', text: name });
    });
  });

  it('appends the next page with "Load more" and replaces the list with a numbered page', async () => {
    await visit('/en/category/lamps', async (shopper) => {
      await markWindow(shopper);
      assert.equal(await shopper.count('#productList .product-card'), 4);
      await shopper.click('[data-pagination-next]');
      await shopper.waitUntil(
        'eight products',
        () => document.querySelectorAll('#productList .product-card').length === 8,
      );
      assert.equal(await shopper.attribute('#productListing', 'data-pagination-loaded-pages'), '2');
      await shopper.click('#productPagination a[aria-label="Page 3"]');
      await shopper.waitUntil(
        'two products',
        () => document.querySelectorAll('#productList .product-card').length === 2,
      );
      assert.match(await shopper.url(), /[?&]page=3/);
      assert.ok(await windowStillMarked(shopper), 'no full page load');
      assert.equal(await shopper.count('[data-pagination-next]'), 0, 'no "Load more" on the last page');
    });
  });

  it('filters a category through the filter form without leaving the page', async () => {
    await visit('/en/category/chairs', async (shopper) => {
      await markWindow(shopper);
      // The sort's radio select refreshes the listing at once; the form then sends it along.
      await shopper.click('#sortChoice-button');
      await shopper.click({ css: '[role="radio"]', name: 'Cheapest first' });
      await waitForUrl(shopper, /sort=priceAsc/);
      await shopper.fill('#filter-min', '100');
      await shopper.click('.filter-form button[type="submit"]');
      await waitForUrl(shopper, /min=100&.*sort=priceAsc|sort=priceAsc&.*min=100/);
      await shopper.waitUntil(
        'the listing not busy',
        () => !document.getElementById('content')?.hasAttribute('aria-busy'),
      );
      const values = (await texts(shopper, '#productList .price')).map((text) =>
        Number(text.replace(/[^\d.]/g, '')),
      );
      assert.ok(values.length > 0);
      assert.deepEqual(
        values,
        [...values].sort((a, b) => a - b),
      );
      assert.ok(values.every((value) => value >= 100));
      assert.ok(await windowStillMarked(shopper), 'no full page load');
    });
  });

  it('on a phone opens the filter, sort and view as a sheet that loads them, and Escape gives the focus back', async () => {
    await shop.visitor({ width: phoneWidth(shop.name), height: 800 }, async (shopper) => {
      await shopper.goto(shop.server.url('/en/category/chairs'));
      await waitForShopScript(shopper);
      // The page has been idle (the icon sprite waits for that): the closed sheet's components and
      // React have not loaded, and the products start in the first screen.
      await shopper.waitFor('[data-fg-icon-sprite]', 'attached');
      const closed = await shopper.evaluate(() => ({
        shown: document.getElementById('listingTools')?.checkVisibility() ?? null,
        react: performance.getEntriesByType('resource').some(({ name }) => /\/react-[\w-]+\.js$/.test(name)),
        firstCardTop:
          document.querySelector('#productList .product-card')?.getBoundingClientRect().top ?? null,
      }));
      assert.equal(closed.shown, false, 'the sheet is closed');
      assert.equal(closed.react, false, 'React has not loaded');
      assert.ok((closed.firstCardTop ?? 800) < 500, `the first product at ${closed.firstCardTop} px`);
      await markWindow(shopper);
      await shopper.click({ css: 'button', name: 'Filter and sort' });
      await shopper.waitFor({ css: '#listingTools h2', text: 'Filter and sort' });
      // Escape closes the innermost first: the sort's open list, and the sheet stays.
      await shopper.click('#sortChoice-button');
      await shopper.waitFor({ css: '[role="radio"]', name: 'Cheapest first' });
      await shopper.press('Escape');
      await shopper.waitFor({ css: '[role="radio"]', name: 'Cheapest first' }, 'hidden');
      assert.equal(
        await shopper.evaluate(() => document.getElementById('listingTools')?.matches(':popover-open')),
        true,
        'the sheet stays open',
      );
      await shopper.click('#sortChoice-button');
      await shopper.click({ css: '[role="radio"]', name: 'Cheapest first' });
      await waitForUrl(shopper, /sort=priceAsc/);
      await shopper.waitFor({ css: '[role="slider"]', name: 'To' });
      await shopper.press('Escape');
      await shopper.waitUntil(
        'the sheet closed, the focus back on its button',
        () =>
          !document.getElementById('listingTools')?.matches(':popover-open') &&
          document.activeElement?.classList.contains('listing-tools__open') === true,
      );
      assert.ok(await windowStillMarked(shopper), 'no full page load');
      assert.deepEqual(await shopper.errors(), []);
    });
  });

  it('changes a basket quantity and the user menu count in one multi-target update', async () => {
    await visit('/en/product/1', async (shopper) => {
      await addFirstProductToBasket(shopper);
      await shopper.goto(shop.server.url('/en/basket'));
      await waitForShopScript(shopper);
      await markWindow(shopper);
      // The quantity field once the component has taken it over: keys typed while React replaces
      // the server's field would land in the field being replaced (WebKit is slow enough to show it).
      await shopper.waitFor('#basket-quantity-1.fg-number-input__input');
      await shopper.fill('#basket-quantity-1', '3');
      await shopper.click('form[action$="/basket/update"] button[type="submit"]');
      await shopper.waitFor({ css: '#userMenu a', text: 'Basket (3)' });
      assert.equal(
        await shopper.evaluate(
          () => (document.getElementById('basket-quantity-1') as HTMLInputElement).value,
        ),
        '3',
      );
      assert.ok(await windowStillMarked(shopper), 'no full page load');
    });
  });

  it('chooses the delivery through the radio select and updates the totals', async () => {
    await visit('/en/product/1', async (shopper) => {
      await addFirstProductToBasket(shopper);
      await shopper.goto(shop.server.url('/en/basket'));
      await waitForShopScript(shopper);
      await markWindow(shopper);
      await shopper.click('fg-radio-select#deliveryChoice button[aria-expanded]');
      await shopper.click({ css: 'fg-radio-select#deliveryChoice [role="radio"]', text: 'Courier' });
      await shopper.click('.delivery-form button[type="submit"]');
      await shopper.waitFor({ css: '#basketSummary dd', text: '€6.90' });
      assert.ok(await windowStillMarked(shopper), 'no full page load');
    });
  });

  it('logs in with the user tools refreshed, then lands on a new shopping list after creating it', async () => {
    await visit('/en/login', async (shopper) => {
      await markWindow(shopper);
      await shopper.fill('#login-email', 'jana@example.com');
      await shopper.fill('#login-password', 'heslo-demo-1');
      await shopper.click('#loginForm button');
      await shopper.waitFor({ css: '#content h1', text: 'Signed in as Jana Nováková' });
      // The user tools refresh after the login without a full page load.
      await shopper.waitFor({ css: '#userMenu', text: 'Signed in as Jana Nováková' });
      await shopper.waitFor({ css: '#userLists a', text: 'Obývák (3)' });
      assert.ok(await windowStillMarked(shopper), 'no full page load');
      await shopper.goto(shop.server.url('/en/lists'));
      await waitForShopScript(shopper);
      await shopper.fill('#list-name', 'Garden');
      await shopper.click('.list-create button');
      await waitForUrl(shopper, /\/en\/lists\/\d+$/);
      await shopper.waitFor({ css: '#content h1', text: 'Garden' });
    });
  });

  it('answers every cookie information path in its language', async () => {
    await shop.visitor({ consentGivenOn: shop.server.origin }, async (shopper) => {
      for (const lang of LANGUAGES) {
        await shopper.goto(shop.server.url(COOKIE_INFORMATION_PATHS[lang]));
        assert.equal(await shopper.attribute('html', 'lang'), lang);
        assert.equal(await shopper.text('#content h1'), translator(lang)('cookieInformation'));
      }
    });
  });
});
