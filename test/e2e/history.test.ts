/**
 * The address is the truth (docs/flows.md, "Back, forward and reload"), in Chromium, Firefox and
 * WebKit: one journey per defect a shopper met, each page compared with a fresh load of its address
 * (support/fresh-load.ts), Back compared with where the shopper left the page.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { placeOfItem, waitForItemAt, waitUntilLikeFreshLoad } from './support/fresh-load.ts';
import { describeInBrowsers } from './support/shop-in-browsers.ts';
import type { Shopper } from './support/shopper.ts';
import {
  markWindow,
  named,
  texts,
  waitForShopScript,
  waitForText,
  waitForUrl,
  windowStillMarked,
} from './support/shopper-checks.ts';

const CATEGORY = '/cs/category/lamps';
const ITEM_NAMES = '#productList .product-card__name';
const LOAD_MORE = named('#productPagination a', 'Načíst další');

/** Waits until the listing shows `count` products. */
async function waitForItemCount(shopper: Shopper, count: number): Promise<void> {
  await shopper.waitUntil(
    `${count} products listed`,
    (n) => document.querySelectorAll('#productList .product-card__name').length === n,
    count,
  );
}

/**
 * Scrolls the nth listed product's link to the middle of the window, where the shopper's click puts
 * it too (the click then moves nothing); resolves with where the product sits in the window.
 */
async function bringProductIntoView(shopper: Shopper, index: number): Promise<number> {
  await shopper.evaluate((n) => {
    const link = document.querySelectorAll('#productList .product-card__link')[n];
    link?.scrollIntoView({ block: 'center', inline: 'nearest' });
  }, index);
  return placeOfItem(shopper, index);
}

describeInBrowsers('the address is the truth', (shop) => {
  const visit = (journey: (shopper: Shopper) => Promise<void>) =>
    shop.visitor({ consentGivenOn: shop.server.origin }, journey);

  async function openCategory(shopper: Shopper, path = CATEGORY): Promise<void> {
    await shopper.goto(shop.server.url(path));
    await waitForShopScript(shopper);
    await shopper.waitFor('#productListing[data-pagination]', 'attached');
  }

  /** The category with all its ten lamps loaded by "Load more" twice. */
  async function openCategoryLoadingAll(shopper: Shopper): Promise<void> {
    await openCategory(shopper);
    await shopper.click(LOAD_MORE);
    await waitForItemCount(shopper, 8);
    await shopper.click(LOAD_MORE);
    await waitForItemCount(shopper, 10);
    await waitForUrl(shopper, /[?&]loadedPages=3\b/);
  }

  it('Back from a product opened after "Load more" shows every loaded product where the shopper left them', async () => {
    await visit(async (shopper) => {
      await openCategoryLoadingAll(shopper);
      await waitUntilLikeFreshLoad(shopper, 'after two "Load more"');
      await markWindow(shopper);

      const leftAt = await bringProductIntoView(shopper, 8);
      const ninth = (await texts(shopper, ITEM_NAMES))[8] as string;
      await shopper.click(named('#productList .product-card__link', ninth));
      await waitForUrl(shopper, /\/cs\/product\/\d+$/);
      const product = await waitUntilLikeFreshLoad(shopper, 'the product opened from the listing');
      assert.equal(product.shown.heading, ninth);
      assert.equal(product.shown.title, `${ninth} | Storefront`, 'the tab names the product');

      await shopper.back();
      await waitForUrl(shopper, /[?&]loadedPages=3\b/);
      const back = await waitUntilLikeFreshLoad(shopper, 'back on the listing');
      assert.equal(back.shown.items.length, 10, 'all ten products');
      assert.ok(await windowStillMarked(shopper), 'back within the page, no reload');
      await waitForItemAt(shopper, 8, leftAt, 'back on the listing');
    });
  });

  it('Back after a full page load shows every loaded product, scrolled where the shopper left them', async () => {
    await visit(async (shopper) => {
      await openCategoryLoadingAll(shopper);
      const leftAt = await bringProductIntoView(shopper, 8);
      // A full page load of the product (as a link opened without the library would be).
      await shopper.goto(shop.server.url('/cs/product/1'));
      await shopper.back();
      await waitForUrl(shopper, /[?&]loadedPages=3\b/);
      const back = await waitUntilLikeFreshLoad(shopper, 'back on the listing');
      assert.equal(back.shown.items.length, 10);
      await waitForItemAt(shopper, 8, leftAt, 'back on the listing after a full load');
    });
  });

  it('a sorted page 2 stays page 2 through Back, Forward and a product opened from it', async () => {
    await visit(async (shopper) => {
      await openCategory(shopper);
      await shopper.click('#sortChoice-button');
      await shopper.click({ css: '[role="radio"]', name: 'Od nejlevnějšího' });
      await waitForUrl(shopper, /sort=priceAsc/);
      await waitUntilLikeFreshLoad(shopper, 'sorted');
      await shopper.click(named('#productPagination a', 'Strana 2'));
      await waitForUrl(shopper, /sort=priceAsc.*[?&]page=2\b/);
      const second = await waitUntilLikeFreshLoad(shopper, 'sorted page 2');
      assert.deepEqual(second.shown.current, ['2']);

      await shopper.back();
      await waitForUrl(shopper, /sort=priceAsc(?!.*[?&]page=2\b)/);
      assert.deepEqual((await waitUntilLikeFreshLoad(shopper, 'back to the sorted page 1')).shown.current, [
        '1',
      ]);

      await shopper.forward();
      await waitForUrl(shopper, /[?&]page=2\b/);
      const forward = await waitUntilLikeFreshLoad(shopper, 'forward to the sorted page 2');
      assert.deepEqual(forward.shown.items, second.shown.items);

      await shopper.click(named('#productList .product-card__link', second.shown.items[0] as string));
      await waitForUrl(shopper, /\/cs\/product\/\d+$/);
      await waitUntilLikeFreshLoad(shopper, 'the product');
      await shopper.back();
      await waitForUrl(shopper, /[?&]page=2\b/);
      const again = await waitUntilLikeFreshLoad(shopper, 'back from the product');
      assert.deepEqual(again.shown.items, second.shown.items);
      assert.deepEqual(again.shown.current, ['2']);
    });
  });

  it('the price slider by keyboard, then "Load more": a fresh load of the address shows the same', async () => {
    await visit(async (shopper) => {
      await openCategory(shopper);
      await shopper.waitFor({ css: '[role="slider"]', name: 'Do' });
      await shopper.focus({ css: '[role="slider"]', name: 'Do' });
      await shopper.press('ArrowLeft', 3);
      await waitForUrl(shopper, /[?&]max=/);
      await waitUntilLikeFreshLoad(shopper, 'filtered by the slider');
      await shopper.click(LOAD_MORE);
      await waitForItemCount(shopper, 8);
      await waitForUrl(shopper, /[?&]loadedPages=2\b/);
      const loaded = await waitUntilLikeFreshLoad(shopper, 'filtered, two pages loaded');
      assert.deepEqual(loaded.shown.current, ['1', '2']);
      await shopper.reload();
      await waitForShopScript(shopper);
      assert.equal((await waitUntilLikeFreshLoad(shopper, 'reloaded')).shown.items.length, 8);
    });
  });

  it('the comparison reached from a product has its own title, and the header counts it at once', async () => {
    await visit(async (shopper) => {
      await shopper.goto(shop.server.url('/cs/product/1'));
      await waitForShopScript(shopper);
      await waitForText(shopper, '#userMenu a[href="/cs/comparison"]', 'Porovnání (0)');
      await shopper.click(named('#content button', 'Porovnat'));
      await waitForUrl(shopper, /\/cs\/comparison$/);
      const comparison = await waitUntilLikeFreshLoad(shopper, 'the comparison');
      assert.equal(comparison.shown.title, 'Porovnání | Storefront');
      await waitForText(shopper, '#userMenu a[href="/cs/comparison"]', 'Porovnání (1)');
    });
  });

  it('signing in from a category leads back to it, with its title', async () => {
    await visit(async (shopper) => {
      await openCategory(shopper);
      await shopper.click(named('#userMenu a', 'Přihlásit se'));
      await waitForUrl(shopper, /\/cs\/login/);
      await shopper.fill('#login-email', 'jana@example.com');
      await shopper.fill('#login-password', 'wrong-password');
      await shopper.click('#loginForm button[type="submit"]');
      await waitForUrl(shopper, /failed=1/);
      await shopper.waitFor('#loginForm');
      assert.equal(
        await shopper.evaluate(() => (document.getElementById('login-email') as HTMLInputElement).value),
        'jana@example.com',
        'a wrong password keeps the e-mail',
      );
      await shopper.fill('#login-password', 'heslo-demo-1');
      await shopper.click('#loginForm button[type="submit"]');
      await shopper.waitFor(named('#content a', 'Pokračovat v nákupu'));
      await shopper.click(named('#content a', 'Pokračovat v nákupu'));
      await waitForUrl(shopper, shop.server.url(CATEGORY));
      assert.equal(
        (await waitUntilLikeFreshLoad(shopper, 'back on the category')).shown.title,
        'Lampy | Storefront',
      );
    });
  });

  it("the product page's sign-in link leads back to the product", async () => {
    await visit(async (shopper) => {
      await shopper.goto(shop.server.url('/cs/product/1'));
      await waitForShopScript(shopper);
      await shopper.click({ css: '#content a', text: 'Přihlaste se' });
      await waitForUrl(shopper, /\/cs\/login\?returnTo=%2Fcs%2Fproduct%2F1$/);
      await shopper.waitFor('#loginForm');
      await shopper.fill('#login-email', 'jana@example.com');
      await shopper.fill('#login-password', 'heslo-demo-1');
      await shopper.click('#loginForm button[type="submit"]');
      await shopper.click(named('#content a', 'Pokračovat v nákupu'));
      await waitForUrl(shopper, shop.server.url('/cs/product/1'));
      await waitUntilLikeFreshLoad(shopper, 'back on the product');
    });
  });

  it('the search results page keeps the searched words in the search field', async () => {
    await visit(async (shopper) => {
      await shopper.goto(shop.server.url('/cs/search?q=harbor'));
      await waitForShopScript(shopper);
      await shopper.waitUntil(
        'the search field holding "harbor"',
        () => (document.getElementById('search-query') as HTMLInputElement | null)?.value === 'harbor',
      );
    });
  });

  it("the help page's section list marks the last section at the page's end", async () => {
    await visit(async (shopper) => {
      await shopper.goto(shop.server.url('/cs/help'));
      await waitForShopScript(shopper);
      await shopper.waitFor('#helpContents:defined nav');
      const links = await texts(shopper, '#helpContents a');
      await shopper.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      await shopper.waitUntil(
        'the last section marked',
        (last) => {
          const marked = document.querySelector('#helpContents a[aria-current="location"]');
          return (marked?.textContent ?? '').trim() === last;
        },
        links.at(-1) as string,
      );
    });
  });
});
