/**
 * Nothing silent (docs/flows.md, "When an update fails"), in the demo: an update the shopper starts
 * while the connection is gone is told next to what they did, with a way to try again, and a page
 * link is tried again by itself when the browser is back online.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newVisitor } from './support/browser.ts';
import { waitForShopScript } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

describe('a failed update is told to the shopper', () => {
  const shop = useShopAndBrowser();

  it('offline: a page link says so beside it, and loads by itself once back online', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      await page.goto(shop.server.url('/cs/category/lamps'));
      await waitForShopScript(page);
      const first = await page.locator('#productList .product-card__name').first().textContent();
      await context.setOffline(true);
      await page.locator('#productPagination a', { hasText: /^2$/ }).click();
      const notice = page.locator('#productPagination [data-fg-failure][role="status"]');
      await notice.waitFor();
      assert.equal(
        (await notice.locator('.fg-failure__text').textContent())?.trim(),
        'Nepodařilo se spojit s obchodem. Zkontrolujte připojení.',
      );
      assert.equal(await notice.getByRole('button', { name: 'Zkusit znovu' }).count(), 1);
      assert.equal(await page.locator('#productList .product-card__name').first().textContent(), first);
      await context.setOffline(false);
      await page.waitForURL(/[?&]page=2\b/);
      await notice.waitFor({ state: 'detached' });
      assert.notEqual(await page.locator('#productList .product-card__name').first().textContent(), first);
    } finally {
      await context.close();
    }
  });

  it('a server error on "Do košíku" is told in the card, and "Zkusit znovu" adds the product', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      await page.goto(shop.server.url('/cs/category/lamps'));
      await waitForShopScript(page);
      let refuse = true;
      await page.route('**/basket/add**', (route) =>
        refuse ? route.fulfill({ status: 503, body: 'down for a moment' }) : route.continue(),
      );
      const card = page
        .locator('#productList .product-card', { has: page.getByRole('button', { name: 'Do košíku' }) })
        .first();
      await card.getByRole('button', { name: 'Do košíku' }).click();
      const notice = card.locator('[data-fg-failure]');
      await notice.waitFor();
      assert.equal(
        (await notice.locator('.fg-failure__text').textContent())?.trim(),
        'V obchodě nastala chyba. Zkuste to prosím za chvíli.',
      );
      refuse = false;
      await notice.getByRole('button', { name: 'Zkusit znovu' }).click();
      await page
        .getByRole('dialog')
        .getByText(/byl přidán do košíku/)
        .waitFor();
      await page.locator('#userMenu', { hasText: 'Košík (1)' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
