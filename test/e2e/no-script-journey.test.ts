/**
 * The whole shop without script (issue 28), as a shopper on a phone and on a laptop walks it: the
 * menu to a category, a product, "Do košíku", the basket's quantity changed, signing in — plain
 * links and forms answered by full pages, every step labelled and nothing scrolled sideways.
 * Chromium only: Playwright turns script off there.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Page } from 'playwright-core';
import { newVisitor } from './support/browser.ts';
import { layoutDefects } from './support/layout-properties.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';
import { describeInChromium } from './support/shop-in-browsers.ts';

describeInChromium('the shop without script', () => {
  const shop = useShopAndBrowser();

  /** Nothing wider than the window, nothing overlapping, every target at least 24 px. */
  async function assertLaidOut(page: Page, where: string): Promise<void> {
    assert.deepEqual(await page.evaluate(layoutDefects, { scope: 'body' }), [], where);
  }

  /** The basket count the header shows, as its text says it. */
  const basketLink = (page: Page) => page.locator('#userMenu .user-menu__basket');

  for (const width of [390, 1280]) {
    it(`${width} px: browse from the menu, add to basket, change the quantity, sign in`, async () => {
      const { context, page } = await newVisitor(shop.browser, {
        javaScriptEnabled: false,
        consentGivenOn: shop.server.origin,
      });
      try {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(shop.server.url('/cs/'));
        assert.equal(
          await page.evaluate(() => document.scripts.length > 0),
          true,
          'the page has scripts, not run',
        );

        // Browse: the phone menu is a native disclosure; on a laptop the categories are in the header.
        if (width < 768) await page.locator('.menu-collapse > summary').click();
        const menu = page.locator(width < 768 ? '.menu-collapse__panel' : '.greedy-menu__item');
        await menu.getByRole('link', { name: 'Lampy', exact: true }).click();
        await page.waitForURL(/\/cs\/category\/lamps$/);
        assert.equal(await page.title(), 'Lampy | Storefront');
        await assertLaidOut(page, 'category');

        // A product from the listing: its card's link leads to its page.
        const card = page
          .locator('#content .product-card')
          .filter({ has: page.getByRole('button', { name: 'Do košíku' }) })
          .first();
        const name = (await card.locator('h2, h3').first().innerText()).trim();
        await card.getByRole('link', { name }).first().click();
        await page.waitForURL(/\/cs\/product\/\d+$/);
        assert.equal(await page.locator('#content h1').innerText(), name);
        await assertLaidOut(page, 'product');

        // Add to basket: the form posts, the answer is a page that says so and leads on.
        await page.locator('#content .buy-box').getByRole('button', { name: 'Do košíku' }).click();
        await page.getByText(`${name} byl přidán do košíku (1 ks).`).waitFor();
        assert.equal(await basketLink(page).innerText(), 'Košík (1)');
        await assertLaidOut(page, 'added to basket');

        // The basket: the quantity typed into the plain field and sent with "Upravit".
        await basketLink(page).click();
        await page.waitForURL(/\/cs\/basket$/);
        const line = page.locator('#content tr', { hasText: name });
        await line.getByRole('spinbutton').fill('3');
        await line.getByRole('button', { name: 'Upravit' }).click();
        await page.waitForURL(/\/cs\/basket$/);
        assert.equal(
          await page.locator('#content tr', { hasText: name }).getByRole('spinbutton').inputValue(),
          '3',
        );
        assert.equal(await basketLink(page).innerText(), 'Košík (3)');
        // The delivery as plain radio buttons, sent with "Použít"; the summary counts it.
        await page.getByLabel(/^Kurýr/).check();
        await page.locator('.delivery-form').getByRole('button', { name: 'Použít' }).click();
        await page.waitForURL(/\/cs\/basket$/);
        assert.equal(await page.getByLabel(/^Kurýr/).isChecked(), true);
        assert.match(await page.locator('.order-summary').innerText(), /Doprava\s+6,90\s€/);
        await assertLaidOut(page, 'basket');

        // Sign in from the basket, and back to it.
        await page.locator('#userMenu').getByRole('link', { name: 'Přihlásit se' }).click();
        await page.waitForURL(/\/cs\/login/);
        await page.getByLabel('E-mail').fill('jana@example.com');
        await page.getByLabel('Heslo').fill('heslo-demo-1');
        await page.locator('#content form').getByRole('button', { name: 'Přihlásit se' }).click();
        await page.locator('#userMenu').getByText('Jana').first().waitFor();
        await assertLaidOut(page, 'signed in');
      } finally {
        await context.close();
      }
    });
  }
});
