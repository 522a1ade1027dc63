import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { DemoServer } from './demo-server.ts';

/** The first product tile of the listing on the page that can be added (out-of-stock tiles cannot). */
export function inStockCard(page: Page): Locator {
  return page
    .locator('#content .product-card')
    .filter({ has: page.getByRole('button', { name: 'Do košíku' }) })
    .first();
}

/**
 * Puts the first lamp in stock into the visitor's basket the way a page without script does: a
 * form post with the page's CSRF token, sharing the browser's cookies. Tests of the basket page
 * start from it without depending on the add-to-basket popup. Returns the lamp's name.
 */
export async function putLampInBasket(page: Page, server: DemoServer): Promise<string> {
  await page.goto(server.url('/cs/category/lamps'));
  const card = inStockCard(page);
  const product = await card.locator('input[name=product]').inputValue();
  const token = await card.locator('input[name=_csrf]').inputValue();
  const name = ((await card.locator('.product-card__name').textContent()) ?? '').trim();
  const response = await page.request.post(server.url('/qf/cs/basket/add'), {
    form: { _csrf: token, product, quantity: '1' },
    maxRedirects: 0,
  });
  assert.ok(response.status() < 400, `the shop took the lamp (HTTP ${response.status()})`);
  return name;
}
