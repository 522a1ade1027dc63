/**
 * Pagination of the shop's lists (SPEC.md §2 "News and actions pages", §4 "Pagination", §7
 * "Pagination"; docs/pagination.md): "Load more" appends the next page and says it is loading,
 * a numbered page replaces the list, and reload and back show what each history entry showed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page, Route } from 'playwright-core';
import {
  launchChromium,
  markWindow,
  newVisitor,
  waitForShopScript,
  windowStillMarked,
} from './support/browser.ts';
import { type DemoServer, startDemoServer } from './support/demo-server.ts';

const CATEGORY = '/cs/category/lamps';
const ITEM_NAMES = '#productList .product-card__name';

function itemNames(page: Page): Promise<string[]> {
  return page.$$eval(ITEM_NAMES, (names) => names.map((name) => (name.textContent ?? '').trim()));
}

/** Waits until the list holds exactly `count` items and returns their names. */
async function waitForItemCount(page: Page, count: number): Promise<string[]> {
  await page.waitForFunction(
    ({ selector, expected }) => document.querySelectorAll(selector).length === expected,
    { selector: ITEM_NAMES, expected: count },
  );
  return itemNames(page);
}

/** Waits until the list shows exactly the items `expected`, in order; fails showing what it shows. */
async function waitForItems(page: Page, expected: string[], what: string): Promise<void> {
  try {
    await page.waitForFunction(
      ({ selector, names }) =>
        [...document.querySelectorAll(selector)].map((name) => (name.textContent ?? '').trim()).join('|') ===
        names,
      { selector: ITEM_NAMES, names: expected.join('|') },
    );
  } catch {
    assert.deepEqual(await itemNames(page), expected, what);
  }
}

/** The names of the lamps on page `n` alone, as the server renders them without script. */
async function serverPage(server: DemoServer, n: number): Promise<string[]> {
  const html = await (await fetch(server.url(`${CATEGORY}?page=${n}`))).text();
  return [...html.matchAll(/class="product-card__name">([^<]*)</g)].map((match) => match[1] ?? '');
}

describe('pagination of a category listing', () => {
  let server: DemoServer;
  let browser: Browser;
  let pages: string[][];

  before(async () => {
    server = await startDemoServer();
    browser = await launchChromium();
    pages = [await serverPage(server, 1), await serverPage(server, 2), await serverPage(server, 3)];
    assert.deepEqual(
      pages.map((items) => items.length),
      [4, 4, 2],
      'the seed has ten lamps, four a page',
    );
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('"Load more" shows the loading text, appends the next page, and twice then reload shows the same items', async () => {
    const { context, page } = await newVisitor(browser, { consentGivenOn: server.origin });
    try {
      await page.goto(server.url(CATEGORY));
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

  it('a numbered page replaces the list in place and moves the address', async () => {
    const { context, page } = await newVisitor(browser, { consentGivenOn: server.origin });
    try {
      await page.goto(server.url(CATEGORY));
      await waitForShopScript(page);
      await page.waitForSelector('[data-pagination][id]', { state: 'attached' });
      await markWindow(page);

      await page.getByRole('link', { name: 'Strana 3', exact: true }).click();
      await waitForItems(page, pages[2]!, 'page 3 replaced the list');
      await page.waitForURL(server.url(`${CATEGORY}?page=3`));
      assert.ok(await windowStillMarked(page), 'no full page load');
      assert.equal(
        await page.getByRole('link', { name: 'Strana 3', exact: true }).getAttribute('aria-current'),
        'page',
      );
    } finally {
      await context.close();
    }
  });

  it('back after a numbered page shows the first page again, forward the numbered page', async () => {
    const { context, page } = await newVisitor(browser, { consentGivenOn: server.origin });
    try {
      await page.goto(server.url(CATEGORY));
      await waitForShopScript(page);
      await page.waitForSelector('[data-pagination][id]', { state: 'attached' });
      await markWindow(page);

      await page.getByRole('link', { name: 'Strana 3', exact: true }).click();
      await waitForItems(page, pages[2]!, 'page 3 replaced the list');
      await page.waitForURL(server.url(`${CATEGORY}?page=3`));
      assert.ok(await windowStillMarked(page), 'no full page load');
      assert.equal(
        await page.getByRole('link', { name: 'Strana 3', exact: true }).getAttribute('aria-current'),
        'page',
      );

      await page.goBack();
      await page.waitForURL(server.url(CATEGORY));
      await waitForItems(page, pages[0]!, 'back shows page 1 again');
      assert.equal(
        await page.getByRole('link', { name: 'Strana 1', exact: true }).getAttribute('aria-current'),
        'page',
      );

      await page.goForward();
      await page.waitForURL(server.url(`${CATEGORY}?page=3`));
      await waitForItems(page, pages[2]!, 'forward shows page 3 again');
    } finally {
      await context.close();
    }
  });
});
