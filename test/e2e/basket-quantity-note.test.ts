/**
 * A quantity the shop corrects says so (issue 28, defect 8) in Chromium, Firefox and WebKit: 99 999
 * typed into a basket line of a lamp with fewer in stock becomes what is in stock, and the line
 * shows why in Czech, in a polite live region the quantity field names as its description.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeInBrowsers } from './support/shop-in-browsers.ts';
import type { Shopper } from './support/shopper.ts';
import { waitForShopScript, waitForText } from './support/shopper-checks.ts';

/** The first lamp of the listing that can be added: its id and how many are in stock. */
function firstLampInStock(shopper: Shopper): Promise<{ id: string; stock: number }> {
  return shopper.evaluate(() => {
    const card = [...document.querySelectorAll('#content .product-card')].find(
      (tile) => tile.querySelector('button[type="submit"]') !== null,
    );
    const id = (card?.querySelector('input[name="product"]') as HTMLInputElement | null)?.value ?? '';
    const stock = Number(/\d+/.exec(card?.querySelector('.product-card__stock')?.textContent ?? '')?.[0]);
    return { id, stock };
  });
}

describeInBrowsers('basket: a corrected quantity says so', (shop) => {
  it('99 999 typed becomes the stock, with a message tied to the field', async () => {
    await shop.visitor({ consentGivenOn: shop.server.origin }, async (shopper) => {
      await shopper.goto(shop.server.url('/cs/category/lamps'));
      await waitForShopScript(shopper);
      const lamp = await firstLampInStock(shopper);
      assert.ok(lamp.id && lamp.stock > 0 && lamp.stock < 999, 'a lamp with fewer than 999 in stock');
      await shopper.click({ css: '#content .product-card button[type="submit"]', nth: 0 });
      await waitForText(shopper, '#userMenu .user-menu__basket', 'Košík (1)');

      await shopper.goto(shop.server.url('/cs/basket'));
      await waitForShopScript(shopper);
      const field = `#basket-quantity-${lamp.id}.fg-number-input__input`;
      await shopper.waitFor(field);
      await shopper.fill(field, '99999');
      await shopper.click({ css: `#basket-line-${lamp.id} button[type="submit"]`, name: 'Upravit' });

      const note = `#basket-quantity-${lamp.id}-note`;
      const message = `Skladem je jen ${lamp.stock} ks: množství je upraveno na ${lamp.stock}.`;
      await waitForText(shopper, note, message);
      await waitForText(shopper, '#userMenu .user-menu__basket', `Košík (${lamp.stock})`);
      await shopper.waitFor(field);
      assert.equal(await shopper.attribute(field, 'aria-valuenow'), String(lamp.stock));
      assert.equal(await shopper.attribute(field, 'aria-describedby'), note.slice(1), 'the field names it');
      assert.equal(await shopper.attribute(note, 'aria-live'), 'polite', 'announced politely');
    });
  });
});
