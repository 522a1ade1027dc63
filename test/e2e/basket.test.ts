/**
 * The basket (docs/popups.md "Add to basket", "Confirm dialogs") in Chromium, Firefox and WebKit:
 * adding shows the answer's page container in a popup dialog with the focus inside and refreshes
 * the basket count of the user menu; the basket changes quantities and removes a line only after
 * the confirm dialog says yes.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { DemoServer } from './support/demo-server.ts';
import { describeInBrowsers } from './support/shop-in-browsers.ts';
import type { Shopper } from './support/shopper.ts';
import { focusIsInside, waitForShopScript, waitForText } from './support/shopper-checks.ts';

/** An open dialog of the page (a modal `<dialog>`, or an element with the role). */
const DIALOG = 'dialog[open], [role="dialog"]:not(dialog), [role="alertdialog"]:not(dialog)';
/** `css` inside an open dialog. */
const inDialog = (css: string) =>
  DIALOG.split(', ')
    .map((dialog) => `${dialog} ${css}`)
    .join(', ');
/** The add-to-basket button of the first product tile that can be added (out-of-stock tiles cannot). */
const ADD_BUTTON = { css: '#content .product-card button', name: 'Do košíku', nth: 0 } as const;

const waitForBasketCount = (shopper: Shopper, count: number) =>
  waitForText(shopper, '#userMenu .user-menu__basket', `Košík (${count})`);

/** Reads a price such as "1 290,00 Kč" as cents. */
function cents(text: string): number {
  return Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
}

/** The name on the tile of the first add-to-basket button. */
function firstInStockName(shopper: Shopper): Promise<string> {
  return shopper.evaluate(() => {
    const button = [...document.querySelectorAll('#content .product-card button')].find(
      (candidate) => (candidate.textContent ?? '').trim() === 'Do košíku',
    );
    const name = button?.closest('.product-card')?.querySelector('.product-card__name')?.textContent ?? '';
    return name.trim();
  });
}

/**
 * Puts the first lamp in stock into the visitor's basket the way a page without script does: a
 * form post with the tile's CSRF token, sent from the page so it carries the visitor's cookies.
 * Returns the lamp's name.
 */
async function putLampInBasket(shopper: Shopper, server: DemoServer): Promise<string> {
  await shopper.goto(server.url('/cs/category/lamps'));
  const name = await firstInStockName(shopper);
  const status = await shopper.evaluate(async (lamp) => {
    const card = [...document.querySelectorAll('#content .product-card')].find(
      (tile) => (tile.querySelector('.product-card__name')?.textContent ?? '').trim() === lamp,
    );
    const field = (fieldName: string) =>
      (card?.querySelector(`input[name=${fieldName}]`) as HTMLInputElement | null)?.value ?? '';
    const body = new URLSearchParams({ _csrf: field('_csrf'), product: field('product'), quantity: '1' });
    return (await fetch('/qf/cs/basket/add', { method: 'POST', body })).status;
  }, name);
  assert.ok(status < 400, `the shop took the lamp (HTTP ${status})`);
  return name;
}

describeInBrowsers('basket', (shop) => {
  const visit = (journey: (shopper: Shopper) => Promise<void>) =>
    shop.visitor({ consentGivenOn: shop.server.origin }, journey);

  /** A lamp in the basket, then the basket page with the script started; returns the lamp's name. */
  async function openBasketWithLamp(shopper: Shopper): Promise<string> {
    const name = await putLampInBasket(shopper, shop.server);
    await shopper.goto(shop.server.url('/cs/basket'));
    await waitForShopScript(shopper);
    await waitForBasketCount(shopper, 1);
    return name;
  }

  /** The basket line of the product, as a selector. */
  const line = (shopper: Shopper, name: string) =>
    shopper.evaluate((product) => {
      const rows = [...document.querySelectorAll('#content tbody tr')];
      const index = rows.findIndex((row) => (row.querySelector('th')?.textContent ?? '').trim() === product);
      return index < 0 ? '' : `#content tbody tr:nth-child(${index + 1})`;
    }, name);

  it('adding from a listing opens a popup dialog with the focus inside and updates the basket count', async () => {
    await visit(async (shopper) => {
      await shopper.goto(shop.server.url('/cs/category/lamps'));
      await waitForShopScript(shopper);
      await waitForBasketCount(shopper, 0);
      const name = await firstInStockName(shopper);
      const listingUrl = await shopper.url();

      await shopper.click(ADD_BUTTON);
      await shopper.waitFor({ css: DIALOG, text: `${name} byl přidán do košíku (1 ks).` });
      assert.equal(await shopper.count(DIALOG), 1, 'one dialog');
      assert.ok(await focusIsInside(shopper, DIALOG), 'the focus moved into the popup');
      await waitForBasketCount(shopper, 1);
      assert.equal(await shopper.url(), listingUrl, 'the visitor stays on the listing');
      assert.equal(
        await shopper.attribute({ css: inDialog('a'), name: 'Přejít do košíku' }, 'href'),
        '/cs/basket',
        'the popup shows the page container of the answer, with its way to the basket',
      );

      await shopper.press('Escape');
      await shopper.waitFor(DIALOG, 'hidden');
      await shopper.click(ADD_BUTTON);
      await shopper.waitFor({ css: DIALOG, text: `${name} byl přidán do košíku (1 ks).` });
      await waitForBasketCount(shopper, 2);
    });
  });

  it('changing the quantity in the basket updates the line total and the count', async () => {
    await visit(async (shopper) => {
      const name = await openBasketWithLamp(shopper);
      const row = await line(shopper, name);
      assert.ok(row, 'the lamp has a line');
      const unitCents = cents(await shopper.text(`${row} td:nth-of-type(1)`));
      assert.ok(unitCents > 0, 'a unit price is shown');

      // The field once the component has taken it over: one typed into while React replaces the
      // server's field may lose the keys, or be gone between finding and focusing it.
      await shopper.waitFor(`${row} .fg-number-input__input`);
      await shopper.fill(`${row} .fg-number-input__input`, '3');
      await shopper.click({ css: `${row} button`, name: 'Upravit' });
      await waitForBasketCount(shopper, 3);
      await shopper.waitUntil(
        'a line total of 3 × the unit price',
        (expected) =>
          [...document.querySelectorAll('#content tbody tr')].some(
            (tr) =>
              Math.round(
                Number((tr.children[3]?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100,
              ) === expected,
          ),
        unitCents * 3,
      );
      const total = cents(await shopper.text(`${await line(shopper, name)} td:nth-of-type(3)`));
      assert.equal(total, unitCents * 3, 'the line total is 3 × the unit price');
    });
  });

  it('the quantity spinbutton: two presses of Arrow Up send one update, and the focus stays on it', async () => {
    await visit(async (shopper) => {
      const name = await openBasketWithLamp(shopper);
      // The element has taken over the input: −/+ buttons beside it.
      await shopper.waitFor('fg-number-input .fg-number-input__increase');
      const updates = () =>
        shop.server.requests.filter(
          // The partial update names its targets in the query (docs/flows.md): the path is the form's.
          (request) => request.method === 'POST' && request.url.split('?')[0] === '/qf/cs/basket/update',
        );
      const before = updates().length;

      await shopper.evaluate((product) => {
        const input = [...document.querySelectorAll('[role="spinbutton"]')].find((candidate) =>
          (candidate as HTMLInputElement).labels?.[0]?.textContent?.includes(product),
        ) as HTMLInputElement;
        input.focus();
      }, name);
      await shopper.press('ArrowUp', 2);
      await waitForBasketCount(shopper, 3);
      const sent = updates().slice(before);
      assert.equal(sent.length, 1, 'one update for both presses (300 ms after the last)');
      const fields = sent[0]?.body as Record<string, string | string[]>;
      assert.deepEqual([fields.quantity].flat(), ['3'], 'the committed quantity, once');
      assert.ok(fields.product, 'the line form goes along');
      assert.ok(fields._csrf, 'with its CSRF token');
      await shopper.waitUntil(
        'the focus on the spinbutton, at 3',
        (label) =>
          document.activeElement?.getAttribute('aria-valuenow') === '3' &&
          document.activeElement ===
            [...document.querySelectorAll('[role="spinbutton"]')].find((input) =>
              (input as HTMLInputElement).labels?.[0]?.textContent?.includes(label),
            ),
        name,
      );
    });
  });

  it('removing asks first: declining keeps the line, confirming removes it', async () => {
    await visit(async (shopper) => {
      const name = await openBasketWithLamp(shopper);
      const remove = { css: 'button', name: `Odebrat: ${name}` };
      const question = { css: DIALOG, text: `Odebrat ${name} z košíku?` };

      await shopper.click(remove);
      await shopper.waitFor(question);
      assert.ok(await focusIsInside(shopper, DIALOG), 'the focus moved into the confirm dialog');
      await shopper.click({ css: inDialog('button'), name: 'Ne' });
      await shopper.waitFor(DIALOG, 'hidden');
      assert.ok(await line(shopper, name), 'declined: the line stays');
      await waitForBasketCount(shopper, 1);

      await shopper.click(remove);
      await shopper.waitFor(question);
      await shopper.click({ css: inDialog('button'), name: 'Ano' });
      await shopper.waitFor({ css: '#content', text: 'Košík je prázdný.' });
      await waitForBasketCount(shopper, 0);
    });
  });
});
