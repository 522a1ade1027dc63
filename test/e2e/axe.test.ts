/**
 * axe-core in real Chromium on the shop as visitors meet it: the home page on a first visit (cookie
 * banner open) and with its settings panel open, a category (also with its slider, sort dropdown and
 * list layout rendered), search results after "Load more", the basket, the add-to-basket popup and
 * the remove confirm dialog. Every violation fails the test and is listed with its elements.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { launchChromium, newVisitor, waitForShopScript } from './support/browser.ts';
import { type DemoServer, startDemoServer } from './support/demo-server.ts';
import { inStockCard, putLampInBasket } from './support/shop-actions.ts';

describe('accessibility (axe-core) of pages, banner, popup and dialogs', () => {
  let server: DemoServer;
  let browser: Browser;

  before(async () => {
    server = await startDemoServer();
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A visitor whose context lets axe in; `firstVisit` leaves the consent undecided. */
  function visitor(firstVisit = false) {
    return newVisitor(browser, { bypassCSP: true, ...(firstVisit ? {} : { consentGivenOn: server.origin }) });
  }

  it('home page on a first visit, with the cookie banner open', async () => {
    const { context, page } = await visitor(true);
    try {
      await page.goto(server.url('/cs/'));
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
      await page.goto(server.url('/cs/'));
      await waitForShopScript(page);
      await page.locator('fg-cookie-consent').getByRole('button', { name: 'Nastavení', exact: true }).click();
      await page.getByRole('dialog', { name: 'Nastavení cookies' }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('a category listing', async () => {
    const { context, page } = await visitor();
    try {
      await page.goto(server.url('/cs/category/lamps'));
      await waitForShopScript(page);
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('a category with its filter components rendered, the sort open and the list layout chosen', async () => {
    const { context, page } = await visitor();
    try {
      await page.goto(server.url('/cs/category/lamps'));
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
      await page.goto(server.url('/cs/search?q=SF'));
      await waitForShopScript(page);
      await page.locator('fg-universal-pagination-button button').click();
      await page.waitForFunction(
        () => document.querySelectorAll('#searchResults .product-card').length === 16,
      );
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('the basket with a line', async () => {
    const { context, page } = await visitor();
    try {
      const name = await putLampInBasket(page, server);
      await page.goto(server.url('/cs/basket'));
      await waitForShopScript(page);
      await page.getByRole('rowheader', { name }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('the add-to-basket popup, open', async () => {
    const { context, page } = await visitor();
    try {
      await page.goto(server.url('/cs/category/lamps'));
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
      const name = await putLampInBasket(page, server);
      await page.goto(server.url('/cs/basket'));
      await waitForShopScript(page);
      await page.getByRole('button', { name: `Odebrat: ${name}` }).click();
      await page.getByText(`Odebrat ${name} z košíku?`).waitFor();
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });
});
