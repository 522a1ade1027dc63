/**
 * Pagination of the shop's lists (docs/pagination.md): "Load more" appends the next page and says it is loading,
 * a numbered page replaces the list, and reload and back show what each history entry showed.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { newVisitor } from './support/browser.ts';
import type { DemoServer } from './support/demo-server.ts';
import { markWindow, waitForShopScript, windowStillMarked } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

const CATEGORY = '/cs/category/lamps';
const ITEM_NAMES = '#productList .product-card__name';

function itemNames(page: Page, selector = ITEM_NAMES): Promise<string[]> {
  return page.$$eval(selector, (names) => names.map((name) => (name.textContent ?? '').trim()));
}

/** Waits until the list holds exactly `count` items and returns their names. */
async function waitForItemCount(page: Page, count: number): Promise<string[]> {
  await page.waitForFunction(
    ({ selector, expected }) => document.querySelectorAll(selector).length === expected,
    { selector: ITEM_NAMES, expected: count },
  );
  return itemNames(page);
}

/**
 * Waits until the list shows exactly the items `expected`, in order; fails showing what it shows.
 * `selector` names the items (the category's product names unless given).
 */
async function waitForItems(
  page: Page,
  expected: string[],
  what: string,
  selector = ITEM_NAMES,
): Promise<void> {
  try {
    await page.waitForFunction(
      ({ selector, names }) =>
        [...document.querySelectorAll(selector)].map((name) => (name.textContent ?? '').trim()).join('|') ===
        names,
      { selector, names: expected.join('|') },
    );
  } catch {
    assert.deepEqual(await itemNames(page, selector), expected, what);
  }
}

/** The names of the lamps on page `n` alone, as the server renders them without script. */
async function serverPage(server: DemoServer, n: number): Promise<string[]> {
  const html = await (await fetch(server.url(`${CATEGORY}?page=${n}`))).text();
  return [...html.matchAll(/class="product-card__name">([^<]*)</g)].map((match) => match[1] ?? '');
}

describe('pagination of a category listing', () => {
  const shop = useShopAndBrowser();
  let pages: string[][];

  before(async () => {
    pages = [
      await serverPage(shop.server, 1),
      await serverPage(shop.server, 2),
      await serverPage(shop.server, 3),
    ];
    assert.deepEqual(
      pages.map((items) => items.length),
      [4, 4, 2],
      'the seed has ten lamps, four a page',
    );
  });

  it('"Load more" shows the loading text, appends the next page, and twice then reload shows the same items', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      await page.goto(shop.server.url(CATEGORY));
      await waitForShopScript(page);
      await page.waitForSelector('[data-pagination][id]', { state: 'attached' });
      assert.deepEqual(await itemNames(page), pages[0]);
      await markWindow(page);

      // Hold the answer for page 2 until the link has been seen saying it is loading.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const pageTwo = (url: URL) => url.pathname === CATEGORY && url.searchParams.get('page') === '2';
      await page.route(pageTwo, async (route: Route) => {
        await held;
        await route.continue();
      });
      const loadMore = page.getByRole('link', { name: 'Načíst další' });
      await loadMore.click();
      await page.getByRole('link', { name: 'Načítám…' }).waitFor();
      release();
      assert.deepEqual(
        await waitForItemCount(page, 8),
        [...pages[0]!, ...pages[1]!],
        'page 2 appended to page 1',
      );
      await page.unroute(pageTwo);

      await page.getByRole('link', { name: 'Načíst další' }).click();
      const allItems = await waitForItemCount(page, 10);
      assert.deepEqual(allItems, pages.flat(), 'page 3 appended too');
      assert.ok(await windowStillMarked(page), 'no full page load');
      assert.equal(await page.getByRole('link', { name: 'Načíst další' }).count(), 0, 'nothing more to load');

      await page.reload();
      await waitForShopScript(page);
      await waitForItems(page, allItems, 'reload shows the pages loaded before');
    } finally {
      await context.close();
    }
  });

  /** The category, then its numbered page 3: the list replaced in place, the address moved, no reload. */
  async function openPageThreeByNumber(page: Page): Promise<void> {
    await page.goto(shop.server.url(CATEGORY));
    await waitForShopScript(page);
    await page.waitForSelector('[data-pagination][id]', { state: 'attached' });
    await markWindow(page);

    await page.getByRole('link', { name: 'Strana 3', exact: true }).click();
    await waitForItems(page, pages[2]!, 'page 3 replaced the list');
    await page.waitForURL(shop.server.url(`${CATEGORY}?page=3`));
    assert.ok(await windowStillMarked(page), 'no full page load');
    assert.equal(
      await page.getByRole('link', { name: 'Strana 3', exact: true }).getAttribute('aria-current'),
      'page',
    );
  }

  it('a numbered page replaces the list in place and moves the address', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      await openPageThreeByNumber(page);
    } finally {
      await context.close();
    }
  });

  it('back after a numbered page shows the first page again, forward the numbered page', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      await openPageThreeByNumber(page);

      await page.goBack();
      await page.waitForURL(shop.server.url(CATEGORY));
      await waitForItems(page, pages[0]!, 'back shows page 1 again');
      assert.equal(
        await page.getByRole('link', { name: 'Strana 1', exact: true }).getAttribute('aria-current'),
        'page',
      );

      await page.goForward();
      await page.waitForURL(shop.server.url(`${CATEGORY}?page=3`));
      await waitForItems(page, pages[2]!, 'forward shows page 3 again');
    } finally {
      await context.close();
    }
  });
});

const HOME = '/cs/';
/** The article titles of the home page's two lists. */
const NEWS_TITLES = '#newsList > li h3';
const OFFERS_TITLES = '#offersList > li h3';

describe('two paginated lists on one page', () => {
  const shop = useShopAndBrowser();
  /** What the server renders without script: news pages 1 to 3, offers page 1 and page 3. */
  let news: string[];
  let offersFirst: string[];
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
      await page.goto(shop.server.url(HOME));
      offersFirst = await itemNames(page, OFFERS_TITLES);
    } finally {
      await context.close();
    }
    assert.equal(news.length, 15, 'the seed has 40 news, five a page on the home page');
    assert.equal(offersFirst.length, 5);
    assert.equal(offersThird.length, 5);
    assert.notDeepEqual(offersThird, offersFirst);
  });

  it('without script, each list pages by plain links and keeps the other list where it was', async () => {
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

  it('two paginated lists on one page: load more in one, a numbered page in the other, reload, back and forward', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      await page.goto(shop.server.url(HOME));
      await waitForShopScript(page);
      await page.waitForSelector('#newsListing[data-pagination]', { state: 'attached' });
      assert.deepEqual(await itemNames(page, NEWS_TITLES), news.slice(0, 5));
      assert.deepEqual(await itemNames(page, OFFERS_TITLES), offersFirst);
      await markWindow(page);
      // A property on the offers' first item: a list that is replaced loses it.
      const keepMark = (selector: string) =>
        page.$eval(selector, (item) => {
          (item as unknown as Record<string, unknown>).__kept = true;
        });
      const stillKept = (selector: string) =>
        page.$eval(selector, (item) => (item as unknown as Record<string, unknown>).__kept === true);
      await keepMark('#offersList > li');

      const newsMore = page.locator('#newsPagination').getByRole('link', { name: 'Načíst další' });
      await newsMore.click();
      await waitForItems(page, news.slice(0, 10), 'news page 2 appended', NEWS_TITLES);
      await newsMore.click();
      await waitForItems(page, news, 'news page 3 appended', NEWS_TITLES);
      assert.deepEqual(await itemNames(page, OFFERS_TITLES), offersFirst, 'offers untouched by news');
      assert.ok(await stillKept('#offersList > li'), 'the offers list was not replaced');
      assert.equal(new URL(page.url()).search, '', '"Load more" leaves the address alone');

      await keepMark('#newsList > li');
      const offersPages = page.locator('#offersPagination');
      await offersPages.getByRole('link', { name: 'Strana 3', exact: true }).click();
      await waitForItems(page, offersThird, 'offers page 3 replaced the list', OFFERS_TITLES);
      await page.waitForURL(shop.server.url(`${HOME}?offersPage=3`));
      assert.equal(
        await offersPages.getByRole('link', { name: 'Strana 3', exact: true }).getAttribute('aria-current'),
        'page',
      );
      assert.deepEqual(await itemNames(page, NEWS_TITLES), news, 'news untouched by offers');
      assert.ok(await stillKept('#newsList > li'), 'the news list was not replaced');
      assert.ok(await windowStillMarked(page), 'no full page load');

      await page.reload();
      await waitForShopScript(page);
      await waitForItems(page, news, 'reload shows the three news pages', NEWS_TITLES);
      await waitForItems(page, offersThird, 'reload shows offers page 3', OFFERS_TITLES);

      await page.goBack();
      await page.waitForURL(shop.server.url(HOME));
      await waitForItems(page, offersFirst, 'back shows offers page 1', OFFERS_TITLES);
      await waitForItems(page, news, 'back keeps the three news pages', NEWS_TITLES);

      await page.goForward();
      await page.waitForURL(shop.server.url(`${HOME}?offersPage=3`));
      await waitForItems(page, offersThird, 'forward shows offers page 3', OFFERS_TITLES);
      await waitForItems(page, news, 'forward keeps the three news pages', NEWS_TITLES);
    } finally {
      await context.close();
    }
  });
});
