/**
 * Product comparison (docs/flows.md), in Chromium: the 'show different lines only' toggle hides the
 * rows whose values are all equal, and its cookie PRODUCT_COMPARISON_SHOW_DIFFERENT_ONLY (7 days,
 * path /) keeps the choice across a reload and a full load — ticked and sent by script, and sent by
 * its own submit button.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { newVisitor } from './support/browser.ts';
import type { DemoServer } from './support/demo-server.ts';
import { waitForShopScript, watchErrors } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

const COOKIE = 'PRODUCT_COMPARISON_SHOW_DIFFERENT_ONLY';
const SEVEN_DAYS_S = 7 * 24 * 60 * 60;
const TOGGLE = 'Zobrazit jen odlišné řádky';

interface RowState {
  readonly label: string;
  readonly equal: boolean;
  readonly visible: boolean;
}

/** Every body row of the comparison table: whether its values are all equal, whether it shows. */
function rowStates(page: Page): Promise<RowState[]> {
  return page.$$eval('#content table tbody tr', (rows) =>
    rows.map((row) => {
      const values = [...row.querySelectorAll('td')].map((cell) =>
        (cell.textContent ?? '').replace(/\s+/g, ' ').trim(),
      );
      return {
        label: (row.querySelector('th')?.textContent ?? '').trim(),
        equal: values.length > 1 && values.every((value) => value === values[0]),
        visible: (row as HTMLElement).offsetParent !== null,
      };
    }),
  );
}

/** Waits until exactly the rows with differing values show (`differentOnly`) or every row shows. */
async function waitForRows(page: Page, differentOnly: boolean, what: string): Promise<void> {
  const expected = (rows: RowState[]) =>
    rows.map((row) => ({ ...row, visible: !(differentOnly && row.equal) }));
  try {
    await page.waitForFunction((only) => {
      const rows = [...document.querySelectorAll<HTMLElement>('#content table tbody tr')];
      return rows.every((row) => {
        const values = [...row.querySelectorAll('td')].map((cell) =>
          (cell.textContent ?? '').replace(/\s+/g, ' ').trim(),
        );
        const equal = values.length > 1 && values.every((value) => value === values[0]);
        return (row.offsetParent !== null) === !(only && equal);
      });
    }, differentOnly);
  } catch {
    const rows = await rowStates(page);
    assert.deepEqual(rows, expected(rows), what);
  }
}

async function comparisonCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === COOKIE);
}

/** Adds a product to the comparison from its page and waits for the shop to confirm it. */
async function compare(page: Page, server: DemoServer, productPath: string): Promise<void> {
  await page.goto(server.url(productPath));
  await waitForShopScript(page);
  const name = ((await page.locator('#content h1').textContent()) ?? '').trim();
  await page.locator('#content').getByRole('button', { name: 'Porovnat', exact: true }).click();
  await page.getByText(`${name} je v porovnání.`).waitFor();
}

describe('product comparison', () => {
  const shop = useShopAndBrowser();
  let productPaths: string[];

  before(async () => {
    const html = await (await fetch(shop.server.url('/cs/category/lamps'))).text();
    productPaths = [
      ...new Set([...html.matchAll(/href="(\/cs\/product\/\d+)"/g)].map((match) => match[1] ?? '')),
    ];
    assert.ok(productPaths.length >= 3, 'the lamps listing links at least three products');
  });

  it("'show different lines only' hides equal rows, and its cookie keeps the choice after a reload", async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      for (const path of productPaths.slice(0, 3)) await compare(page, shop.server, path);
      await page.goto(shop.server.url('/cs/comparison'));
      await waitForShopScript(page);
      const toggle = page.getByRole('checkbox', { name: TOGGLE });
      assert.equal(await toggle.isChecked(), false, 'off at first');
      const rows = await rowStates(page);
      assert.ok(
        rows.some((row) => row.equal) && rows.some((row) => !row.equal),
        'the table has equal and differing rows',
      );
      assert.ok(
        rows.every((row) => row.visible),
        'every row shows at first',
      );
      assert.equal(await comparisonCookie(context), undefined, 'no cookie before a choice');

      await toggle.check();
      await waitForRows(page, true, 'ticked: only the differing rows show');
      const cookie = await comparisonCookie(context);
      assert.equal(cookie?.value, 'true');
      assert.equal(cookie?.path, '/');
      const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
      assert.ok(Math.abs(lifetime - SEVEN_DAYS_S) < 120, `lasts 7 days (${Math.round(lifetime)} s)`);

      await page.reload();
      await waitForShopScript(page);
      assert.equal(
        await page.getByRole('checkbox', { name: TOGGLE }).isChecked(),
        true,
        'still ticked after reload',
      );
      await waitForRows(page, true, 'after reload: only the differing rows show');

      await page.getByRole('checkbox', { name: TOGGLE }).uncheck();
      await waitForRows(page, false, 'unticked: every row shows again');
      assert.equal((await comparisonCookie(context))?.value, 'false');
      await page.reload();
      await waitForShopScript(page);
      assert.equal(await page.getByRole('checkbox', { name: TOGGLE }).isChecked(), false, 'off after reload');
      await waitForRows(page, false, 'after reload: every row shows');
    } finally {
      await context.close();
    }
  });

  it('shows different lines only, keeps the choice in its cookie and honours it on a full load', async () => {
    await shop.visitor({ locale: 'en-US', consentGivenOn: shop.server.origin }, async ({ context, page }) => {
      const errors = watchErrors(page);
      for (const id of [1, 7]) {
        await page.goto(shop.server.url(`/en/product/${id}`));
        await page.locator('form[action$="/comparison/add"] button').click();
        await page.locator('#content h1', { hasText: 'Comparison' }).waitFor();
      }
      const equalRows = page.locator('#comparisonTable tr[data-same-values]');
      assert.ok((await equalRows.count()) > 0);
      assert.equal(await equalRows.first().isVisible(), true);

      await page.check('#comparison-different-only');
      await page.locator('.comparison-toggle button[type="submit"]').click();
      await page.locator('#comparisonTable.comparison--different-only').waitFor();
      assert.equal(await equalRows.first().isVisible(), false);
      const cookie = await comparisonCookie(context);
      assert.equal(cookie?.value, 'true');
      assert.equal(cookie?.path, '/');
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      assert.ok(days > 6.9 && days <= 7, `expires in ${days} days`);

      await page.goto(shop.server.url('/en/comparison'));
      assert.equal(await page.isChecked('#comparison-different-only'), true);
      assert.equal(await equalRows.first().isVisible(), false);
      assert.deepEqual(errors, []);
    });
  });
});
