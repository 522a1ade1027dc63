/**
 * axe-core in real Chromium on the shop as visitors meet it: the home page on a first visit (cookie
 * banner open), with its settings panel open and with its two paginated lists, a category (also
 * with its slider, sort dropdown and list layout rendered; at 390 px in its open "Filter and sort"
 * sheet), search results after "Load more", the
 * basket, the add-to-basket popup (with its flash message), the remove confirm dialog, the
 * checkout's delivery-address form showing a live-validation error, the header search with its
 * suggestions open, a product page with the add-to-list menu open and a shopping list while an
 * import shows its progress. Every violation fails the test and is listed with its elements.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { newVisitor } from './support/browser.ts';
import type { DemoServer } from './support/demo-server.ts';
import { scrollToComponent, waitForShopScript } from './support/page-checks.ts';
import { inStockCard, putLampInBasket } from './support/shop-actions.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

/** Jana (the seed's first user, docs/demo.md) signs in through the login page. */
async function logInAsJana(page: Page, server: DemoServer): Promise<void> {
  await page.goto(server.url('/cs/login'));
  await waitForShopScript(page);
  const form = page.locator('#content form');
  await form.getByLabel('E-mail').fill('jana@example.com');
  await form.getByLabel('Heslo').fill('heslo-demo-1');
  await form.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.locator('#userMenu').getByText('Přihlášen(a): Jana Nováková').waitFor();
}

describe('accessibility (axe-core) of pages, banner, popup and dialogs', () => {
  // A slow import, so its progress is still on screen while axe looks at the page.
  const shop = useShopAndBrowser({ importItemDelayMs: 2000 });

  /** A visitor whose context lets axe in; `firstVisit` leaves the consent undecided. */
  function visitor(firstVisit = false) {
    return newVisitor(shop.browser, {
      bypassCSP: true,
      ...(firstVisit ? {} : { consentGivenOn: shop.server.origin }),
    });
  }

  it('home page on a first visit, with the cookie banner open', async () => {
    const { context, page } = await visitor(true);
    try {
      await page.goto(shop.server.url('/cs/'));
      await waitForShopScript(page);
      await page.locator('fg-cookie-consent').getByRole('heading', { name: 'Používáme cookies' }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('home page with the cookie settings panel open', async () => {
    const { context, page } = await visitor(true);
    try {
      await page.goto(shop.server.url('/cs/'));
      await waitForShopScript(page);
      await page.locator('fg-cookie-consent').getByRole('button', { name: 'Nastavení', exact: true }).click();
      await page.getByRole('dialog', { name: 'Nastavení cookies' }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('home page with its two paginated lists, after loading more news', async () => {
    const { context, page } = await visitor();
    try {
      await page.goto(shop.server.url('/cs/'));
      await waitForShopScript(page);
      await page.locator('#newsPagination').getByRole('link', { name: 'Načíst další' }).click();
      await page.waitForFunction(() => document.querySelectorAll('#newsList > li').length === 10);
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('a category listing', async () => {
    const { context, page } = await visitor();
    try {
      await page.goto(shop.server.url('/cs/category/lamps'));
      await waitForShopScript(page);
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('a category with its filter components rendered, the sort open and the list layout chosen', async () => {
    const { context, page } = await visitor();
    try {
      await page.goto(shop.server.url('/cs/category/lamps'));
      await waitForShopScript(page);
      await page.getByRole('slider', { name: 'Do' }).waitFor();
      await page.getByRole('radio', { name: 'Seznam' }).click();
      await page.locator('#productList[data-layout="list"]').waitFor();
      await page.locator('#sortChoice-button').click();
      await page.getByRole('radio', { name: 'Od nejlevnějšího' }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('search results after "Load more"', async () => {
    const { context, page } = await visitor();
    try {
      await page.goto(shop.server.url('/cs/search?q=SF'));
      await waitForShopScript(page);
      await scrollToComponent(page, 'fg-universal-pagination-button');
      await page.locator('fg-universal-pagination-button button').click();
      await page.waitForFunction(
        () => document.querySelectorAll('#searchResults .product-card').length === 16,
      );
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  for (const width of [1280, 320]) {
    it(`the basket with a line at ${width} px${width < 768 ? ' (each line a card)' : ''}`, async () => {
      const { context, page } = await visitor();
      try {
        await page.setViewportSize({ width, height: 800 });
        const name = await putLampInBasket(page, shop.server);
        await page.goto(shop.server.url('/cs/basket'));
        await waitForShopScript(page);
        // Found by its role: the table keeps its meaning however its rows are laid out.
        await page.getByRole('row', { name }).getByRole('rowheader', { name }).waitFor();
        assert.deepEqual(await axeViolations(page), []);
      } finally {
        await context.close();
      }
    });
  }

  it('the "Filter and sort" sheet open on a phone, its components rendered', async () => {
    const { context, page } = await visitor();
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(shop.server.url('/cs/category/lamps'));
      await waitForShopScript(page);
      await page.getByRole('button', { name: 'Filtrovat a řadit' }).click();
      await page.locator('#priceRange [role="slider"]').first().waitFor();
      await page.locator('#sortChoice-button').waitFor();
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('the add-to-basket popup, open', async () => {
    const { context, page } = await visitor();
    try {
      await page.goto(shop.server.url('/cs/category/lamps'));
      await waitForShopScript(page);
      const card = inStockCard(page);
      const name = ((await card.locator('.product-card__name').textContent()) ?? '').trim();
      await card.getByRole('button', { name: 'Do košíku' }).click();
      await page.getByRole('dialog').getByText(`${name} byl přidán do košíku (1 ks).`).waitFor();
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('the basket with the remove confirm dialog open', async () => {
    const { context, page } = await visitor();
    try {
      const name = await putLampInBasket(page, shop.server);
      await page.goto(shop.server.url('/cs/basket'));
      await waitForShopScript(page);
      await page.getByRole('button', { name: `Odebrat: ${name}` }).click();
      await page.getByText(`Odebrat ${name} z košíku?`).waitFor();
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('the delivery address form with a live-validation error beside a field', async () => {
    const { context, page } = await visitor();
    try {
      await putLampInBasket(page, shop.server);
      await page.goto(shop.server.url('/qf/cs/basket/address'));
      await waitForShopScript(page);
      const postalCode = page.getByLabel('PSČ');
      await postalCode.fill('1100');
      await postalCode.press('Tab');
      await page.locator('#address-postal-code-error', { hasText: 'Zadejte PSČ ve tvaru 110 00.' }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('the header search with its suggestions open', async () => {
    const { context, page } = await visitor();
    try {
      await page.goto(shop.server.url('/cs/'));
      await waitForShopScript(page);
      // The server's field until reached for; the suggestions come with the component.
      await page.locator('#search-query').click();
      await page.keyboard.type('Aur');
      await page.getByRole('listbox', { name: 'Hledat produkty' }).getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('a product page with the add-to-list menu open', async () => {
    const { context, page } = await visitor();
    try {
      await logInAsJana(page, shop.server);
      await page.goto(shop.server.url('/cs/product/12'));
      await waitForShopScript(page);
      await scrollToComponent(page, 'fg-my-list');
      await page.locator('fg-my-list button[aria-haspopup="menu"]', { hasText: 'Přidat do seznamu' }).click();
      await page.getByRole('menuitem', { name: 'Obývák' }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('a shopping list while an import shows its progress', async () => {
    const { context, page } = await visitor();
    try {
      await logInAsJana(page, shop.server);
      await page.goto(shop.server.url('/cs/lists/1'));
      await waitForShopScript(page);
      await page.getByLabel('Kódy nebo názvy produktů').fill('SF-0060\nSF-0061\nSF-0062');
      await page.getByRole('button', { name: 'Importovat' }).click();
      await page.locator('#listItems').getByRole('progressbar', { name: 'Průběh' }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });
});
