/**
 * The basket (docs/popups.md "Add to basket", "Confirm dialogs"): adding
 * shows the answer's page container in a popup dialog with the focus inside and refreshes the
 * basket count of the user menu; the basket changes quantities and removes a line only after
 * the confirm dialog says yes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { newVisitor } from './support/browser.ts';
import { focusIsInside, waitForShopScript } from './support/page-checks.ts';
import { inStockCard, putLampInBasket } from './support/shop-actions.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

/** Waits until the user menu's basket link reads `Košík (count)`; fails showing what it reads. */
async function waitForBasketCount(page: Page, count: number): Promise<void> {
  try {
    await page.waitForFunction(
      (expected) => document.querySelector('#userMenu .user-menu__basket')?.textContent?.trim() === expected,
      `Košík (${count})`,
    );
  } catch {
    const text = await page.locator('#userMenu .user-menu__basket').textContent();
    assert.equal(text?.trim(), `Košík (${count})`, 'the basket count in the user menu');
  }
}

/** Reads a price such as "1 290,00 Kč" as cents. */
function cents(text: string): number {
  return Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
}

describe('basket', () => {
  const shop = useShopAndBrowser();

  /** A lamp in the basket, then the basket page with the script started; returns the lamp's name. */
  async function openBasketWithLamp(page: Page): Promise<string> {
    const name = await putLampInBasket(page, shop.server);
    await page.goto(shop.server.url('/cs/basket'));
    await waitForShopScript(page);
    await waitForBasketCount(page, 1);
    return name;
  }

  it('adding from a listing opens a popup dialog with the focus inside and updates the basket count', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      await page.goto(shop.server.url('/cs/category/lamps'));
      await waitForShopScript(page);
      await waitForBasketCount(page, 0);
      const card = inStockCard(page);
      const name = ((await card.locator('.product-card__name').textContent()) ?? '').trim();
      const listingUrl = page.url();

      await card.getByRole('button', { name: 'Do košíku' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`${name} byl přidán do košíku (1 ks).`).waitFor();
      assert.equal(await dialog.count(), 1, 'one dialog');
      assert.ok(await focusIsInside(dialog), 'the focus moved into the popup');
      await waitForBasketCount(page, 1);
      assert.equal(page.url(), listingUrl, 'the visitor stays on the listing');
      assert.equal(
        await dialog.getByRole('link', { name: 'Přejít do košíku' }).getAttribute('href'),
        '/cs/basket',
        'the popup shows the page container of the answer, with its way to the basket',
      );

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await card.getByRole('button', { name: 'Do košíku' }).click();
      await page.getByRole('dialog').getByText(`${name} byl přidán do košíku (1 ks).`).waitFor();
      await waitForBasketCount(page, 2);
    } finally {
      await context.close();
    }
  });

  it('changing the quantity in the basket updates the line total and the count', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      const name = await openBasketWithLamp(page);
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
      const unitCents = cents((await row.getByRole('cell').nth(0).textContent()) ?? '');
      assert.ok(unitCents > 0, 'a unit price is shown');

      await row.getByRole('spinbutton').fill('3');
      await row.getByRole('button', { name: 'Upravit' }).click();
      await waitForBasketCount(page, 3);
      const lineTotal = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name }) })
        .getByRole('cell')
        .nth(2);
      await page.waitForFunction(
        ({ expected }) =>
          [...document.querySelectorAll('#content tbody tr')].some(
            (tr) =>
              Math.round(
                Number((tr.children[3]?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100,
              ) === expected,
          ),
        { expected: unitCents * 3 },
      );
      assert.equal(
        cents((await lineTotal.textContent()) ?? ''),
        unitCents * 3,
        'the line total is 3 × the unit price',
      );
    } finally {
      await context.close();
    }
  });

  it('the quantity spinbutton: two presses of Arrow Up send one update, and the focus stays on it', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      const name = await openBasketWithLamp(page);
      const quantity = page.getByRole('spinbutton', { name: `Počet: ${name}` });
      // The element has taken over the input: −/+ buttons beside it.
      await page.locator('fg-number-input .fg-number-input__increase').first().waitFor();
      const updates: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/qf/cs/basket/update') {
          updates.push(request.postData() ?? '');
        }
      });

      await quantity.focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await waitForBasketCount(page, 3);
      assert.equal(updates.length, 1, 'one update for both presses (300 ms after the last)');
      const sent = new URLSearchParams(updates[0]);
      assert.deepEqual(sent.getAll('quantity'), ['3'], 'the committed quantity, once');
      assert.ok(sent.get('product'), 'the line form goes along');
      assert.ok(sent.get('_csrf'), 'with its CSRF token');
      await page.waitForFunction(
        (label) =>
          document.activeElement?.getAttribute('aria-valuenow') === '3' &&
          document.activeElement ===
            [...document.querySelectorAll('[role="spinbutton"]')].find((input) =>
              (input as HTMLInputElement).labels?.[0]?.textContent?.includes(label),
            ),
        name,
      );
    } finally {
      await context.close();
    }
  });

  it('removing asks first: declining keeps the line, confirming removes it', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      const name = await openBasketWithLamp(page);
      const remove = page.getByRole('button', { name: `Odebrat: ${name}` });

      await remove.click();
      const confirm = page.getByRole('dialog').or(page.getByRole('alertdialog'));
      await confirm.getByText(`Odebrat ${name} z košíku?`).waitFor();
      assert.ok(await focusIsInside(confirm), 'the focus moved into the confirm dialog');
      await confirm.getByRole('button', { name: 'Ne', exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });
      assert.equal(await page.getByRole('rowheader', { name }).count(), 1, 'declined: the line stays');
      await waitForBasketCount(page, 1);

      await remove.click();
      await confirm.getByText(`Odebrat ${name} z košíku?`).waitFor();
      await confirm.getByRole('button', { name: 'Ano', exact: true }).click();
      await page.getByText('Košík je prázdný.').waitFor();
      await waitForBasketCount(page, 0);
    } finally {
      await context.close();
    }
  });
});
