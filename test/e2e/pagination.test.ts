/**
 * Pagination of the shop's lists (docs/pagination.md) in Chromium, Firefox and WebKit: "Load more"
 * appends the next page and says it is loading, a numbered page replaces the list, and reload and
 * back show what each history entry showed. Without script (Chromium) each list pages by links.
 */
import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { Page } from 'playwright-core';
import { newVisitor } from './support/browser.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';
import { describeInBrowsers, describeInChromium } from './support/shop-in-browsers.ts';
import type { Shopper } from './support/shopper.ts';
import { texts, waitForShopScript, waitForUrl } from './support/shopper-checks.ts';
import { markWindow, windowStillMarked } from './support/window-checks.ts';

const CATEGORY = '/cs/category/lamps';
const ITEM_NAMES = '#productList .product-card__name';
const HOME = '/cs/';
/** The article titles of the home page's two lists. */
const NEWS_TITLES = '#newsList > li h3';
const OFFERS_TITLES = '#offersList > li h3';

/**
 * The texts of `selector` in the page at `url` as the server renders it: read right after it loads,
 * before any pagination has run on it.
 */
async function serverRendered(shopper: Shopper, url: string, selector: string): Promise<string[]> {
  await shopper.goto(url);
  return texts(shopper, selector);
}

/**
 * Waits until the list shows exactly the items `expected`, in order; fails showing what it shows.
 * `selector` names the items (the category's product names unless given).
 */
async function waitForItems(shopper: Shopper, expected: string[], what: string, selector = ITEM_NAMES) {
  try {
    await shopper.waitUntil(
      what,
      ([css, names]) =>
        [...document.querySelectorAll(css as string)]
          .map((name) => (name.textContent ?? '').replace(/\s+/g, ' ').trim())
          .join('|') === names,
      [selector, expected.join('|')],
    );
  } catch {
    assert.deepEqual(await texts(shopper, selector), expected, `${shopper.browser}: ${what}`);
  }
}

/** A link of a pagination by what it says. */
const pageLink = (name: string, within = '') => ({ css: `${within} a`.trim(), name });

describeInBrowsers('pagination of a category listing', (shop) => {
  const visit = (journey: (shopper: Shopper) => Promise<void>) =>
    shop.visitor({ consentGivenOn: shop.server.origin }, journey);

  /** The category's pages 1 to 3 as the server renders them alone. */
  async function serverPages(shopper: Shopper): Promise<string[][]> {
    const pages = [];
    for (const n of [1, 2, 3])
      pages.push(await serverRendered(shopper, shop.server.url(`${CATEGORY}?page=${n}`), ITEM_NAMES));
    assert.deepEqual(
      pages.map((items) => items.length),
      [4, 4, 2],
      'the seed has ten lamps, four a page',
    );
    return pages;
  }

  it('"Load more" shows the loading text, appends the next page, and twice then reload shows the same items', async () => {
    await visit(async (shopper) => {
      const pages = await serverPages(shopper);
      await shopper.goto(shop.server.url(CATEGORY));
      await waitForShopScript(shopper);
      await shopper.waitFor('[data-pagination][id]', 'attached');
      assert.deepEqual(await texts(shopper, ITEM_NAMES), pages[0]);
      await markWindow(shopper);

      // Every text the pagination shows while it works, so the loading text is seen however fast
      // the answer comes.
      await shopper.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { paginationTexts: string[] }).paginationTexts = seen;
        const pagination = document.querySelector('[data-pagination][id]') as Element;
        new MutationObserver(() => seen.push(pagination.textContent ?? '')).observe(pagination, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      });
      await shopper.click(pageLink('Načíst další'));
      await waitForItems(shopper, [...pages[0]!, ...pages[1]!], 'page 2 appended to page 1');
      assert.ok(
        await shopper.evaluate(() =>
          (window as unknown as { paginationTexts: string[] }).paginationTexts.some((text) =>
            text.includes('Načítám…'),
          ),
        ),
        'the link said it was loading',
      );

      await shopper.click(pageLink('Načíst další'));
      const allItems = pages.flat();
      await waitForItems(shopper, allItems, 'page 3 appended too');
      assert.ok(await windowStillMarked(shopper), 'no full page load');
      assert.equal(await shopper.count(pageLink('Načíst další')), 0, 'nothing more to load');

      await shopper.reload();
      await waitForShopScript(shopper);
      await waitForItems(shopper, allItems, 'reload shows the pages loaded before');
    });
  });

  /** The category, then its numbered page 3: the list replaced in place, the address moved, no reload. */
  async function openPageThreeByNumber(shopper: Shopper): Promise<string[][]> {
    const pages = await serverPages(shopper);
    await shopper.goto(shop.server.url(CATEGORY));
    await waitForShopScript(shopper);
    await shopper.waitFor('[data-pagination][id]', 'attached');
    await markWindow(shopper);

    await shopper.click(pageLink('Strana 3'));
    await waitForItems(shopper, pages[2]!, 'page 3 replaced the list');
    await waitForUrl(shopper, shop.server.url(`${CATEGORY}?page=3`));
    assert.ok(await windowStillMarked(shopper), 'no full page load');
    assert.equal(await shopper.attribute(pageLink('Strana 3'), 'aria-current'), 'page');
    return pages;
  }

  it('a numbered page replaces the list in place and moves the address', async () => {
    await visit(async (shopper) => {
      await openPageThreeByNumber(shopper);
    });
  });

  it('back after a numbered page shows the first page again, forward the numbered page', async () => {
    await visit(async (shopper) => {
      const pages = await openPageThreeByNumber(shopper);

      await shopper.back();
      await waitForUrl(shopper, shop.server.url(CATEGORY));
      await waitForItems(shopper, pages[0]!, 'back shows page 1 again');
      assert.equal(await shopper.attribute(pageLink('Strana 1'), 'aria-current'), 'page');

      await shopper.forward();
      await waitForUrl(shopper, shop.server.url(`${CATEGORY}?page=3`));
      await waitForItems(shopper, pages[2]!, 'forward shows page 3 again');
    });
  });
});

describeInBrowsers('two paginated lists on one page', (shop) => {
  it('load more in one, a numbered page in the other, reload, back and forward', async () => {
    await shop.visitor({ consentGivenOn: shop.server.origin }, async (shopper) => {
      // What the server renders: news pages 1 to 3, offers page 1 and page 3.
      const news = await serverRendered(
        shopper,
        shop.server.url(`${HOME}?newsLoaded=3&offersPage=3`),
        NEWS_TITLES,
      );
      const offersThird = await texts(shopper, OFFERS_TITLES);
      const offersFirst = await serverRendered(shopper, shop.server.url(HOME), OFFERS_TITLES);
      assert.equal(news.length, 15, 'the seed has 40 news, five a page on the home page');
      assert.equal(offersFirst.length, 5);
      assert.equal(offersThird.length, 5);
      assert.notDeepEqual(offersThird, offersFirst);

      await shopper.goto(shop.server.url(HOME));
      await waitForShopScript(shopper);
      await shopper.waitFor('#newsListing[data-pagination]', 'attached');
      assert.deepEqual(await texts(shopper, NEWS_TITLES), news.slice(0, 5));
      assert.deepEqual(await texts(shopper, OFFERS_TITLES), offersFirst);
      await markWindow(shopper);
      // A property on a list's first item: a list that is replaced loses it.
      const keepMark = (selector: string) =>
        shopper.evaluate((css) => {
          (document.querySelector(css) as unknown as Record<string, unknown>).__kept = true;
        }, selector);
      const stillKept = (selector: string) =>
        shopper.evaluate(
          (css) =>
            (document.querySelector(css) as unknown as Record<string, unknown> | null)?.__kept === true,
          selector,
        );
      await keepMark('#offersList > li');

      const newsMore = pageLink('Načíst další', '#newsPagination');
      await shopper.click(newsMore);
      await waitForItems(shopper, news.slice(0, 10), 'news page 2 appended', NEWS_TITLES);
      await shopper.click(newsMore);
      await waitForItems(shopper, news, 'news page 3 appended', NEWS_TITLES);
      assert.deepEqual(await texts(shopper, OFFERS_TITLES), offersFirst, 'offers untouched by news');
      assert.ok(await stillKept('#offersList > li'), 'the offers list was not replaced');
      const newsThree = '?newsPage=1&newsLoaded=3';
      assert.equal(
        new URL(await shopper.url()).search,
        newsThree,
        '"Load more" writes the loaded pages in place',
      );

      await keepMark('#newsList > li');
      const offersThree = pageLink('Strana 3', '#offersPagination');
      await shopper.click(offersThree);
      await waitForItems(shopper, offersThird, 'offers page 3 replaced the list', OFFERS_TITLES);
      await waitForUrl(shopper, shop.server.url(`${HOME}${newsThree}&offersPage=3`));
      assert.equal(await shopper.attribute(offersThree, 'aria-current'), 'page');
      assert.deepEqual(await texts(shopper, NEWS_TITLES), news, 'news untouched by offers');
      assert.ok(await stillKept('#newsList > li'), 'the news list was not replaced');
      assert.ok(await windowStillMarked(shopper), 'no full page load');

      await shopper.reload();
      await waitForShopScript(shopper);
      await waitForItems(shopper, news, 'reload shows the three news pages', NEWS_TITLES);
      await waitForItems(shopper, offersThird, 'reload shows offers page 3', OFFERS_TITLES);

      await shopper.back();
      await waitForUrl(shopper, shop.server.url(`${HOME}${newsThree}`));
      await waitForItems(shopper, offersFirst, 'back shows offers page 1', OFFERS_TITLES);
      await waitForItems(shopper, news, 'back keeps the three news pages', NEWS_TITLES);

      await shopper.forward();
      await waitForUrl(shopper, shop.server.url(`${HOME}${newsThree}&offersPage=3`));
      await waitForItems(shopper, offersThird, 'forward shows offers page 3', OFFERS_TITLES);
      await waitForItems(shopper, news, 'forward keeps the three news pages', NEWS_TITLES);
    });
  });
});

function itemNames(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (names) => names.map((name) => (name.textContent ?? '').trim()));
}

describeInChromium('two paginated lists on one page, without script (Chromium)', () => {
  const shop = useShopAndBrowser();
  let news: string[];
  let offersThird: string[];

  before(async () => {
    const { context, page } = await newVisitor(shop.browser, {
      consentGivenOn: shop.server.origin,
      javaScriptEnabled: false,
    });
    try {
      await page.goto(shop.server.url(`${HOME}?newsLoaded=3&offersPage=3`));
      news = await itemNames(page, NEWS_TITLES);
      offersThird = await itemNames(page, OFFERS_TITLES);
    } finally {
      await context.close();
    }
    assert.equal(news.length, 15, 'the seed has 40 news, five a page on the home page');
    assert.equal(offersThird.length, 5);
  });

  it('each list pages by plain links and keeps the other list where it was', async () => {
    const { context, page } = await newVisitor(shop.browser, {
      consentGivenOn: shop.server.origin,
      javaScriptEnabled: false,
    });
    try {
      await page.goto(shop.server.url(HOME));
      await page.locator('#newsPagination').getByRole('link', { name: 'Načíst další' }).click();
      await page.waitForURL(shop.server.url(`${HOME}?newsPage=2`));
      assert.deepEqual(await itemNames(page, NEWS_TITLES), news.slice(5, 10), 'news page 2');

      await page.locator('#offersPagination').getByRole('link', { name: 'Strana 3', exact: true }).click();
      await page.waitForURL(shop.server.url(`${HOME}?newsPage=2&offersPage=3`));
      assert.deepEqual(await itemNames(page, OFFERS_TITLES), offersThird, 'offers page 3');
      assert.deepEqual(await itemNames(page, NEWS_TITLES), news.slice(5, 10), 'news still on page 2');
    } finally {
      await context.close();
    }
  });
});
