/**
 * A multi-target answer streamed (docs/protocol.md, "Streamed answers"), in Chromium, Firefox and
 * WebKit: the basket line's quantity update asks for #content and #userMenu; the demo writes each
 * region, with its closing marker, as it is rendered, and the page swaps both as one update.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeInBrowsers } from './support/shop-in-browsers.ts';
import { waitForShopScript, waitForText } from './support/shopper-checks.ts';

describeInBrowsers('a streamed multi-target answer', (shop) => {
  it('updates the basket line and the header as one update, from an answer written part by part', async () => {
    await shop.visitor({ consentGivenOn: shop.server.origin }, async (shopper) => {
      await shopper.goto(shop.server.url('/cs/category/lamps'));
      await waitForShopScript(shopper);
      await shopper.click({ css: '#content .product-card button[type="submit"]', nth: 0 });
      await waitForText(shopper, '#userMenu .user-menu__basket', 'Košík (1)');
      // The count goes up at once (optimistic): the popup says the shop has taken the lamp; leaving
      // before it could abort the add.
      await shopper.waitFor({ css: 'dialog[open]', text: 'byl přidán do košíku (1 ks).' });

      await shopper.goto(shop.server.url('/cs/basket'));
      await waitForShopScript(shopper);
      const id = await shopper.evaluate(
        () =>
          (
            document.querySelector(
              '#content form[id^="basket-line-"] input[name="product"]',
            ) as HTMLInputElement
          ).value,
      );
      await shopper.evaluate(() => {
        // Updates the submit supersedes (the field's own commit) end aborted: not counted.
        const seen = { errors: [] as string[] };
        (window as unknown as { seen: typeof seen }).seen = seen;
        document.addEventListener('fg:pu-complete', (event) => {
          const { error, aborted } = (event as CustomEvent<{ error?: Error; aborted: boolean }>).detail;
          if (error && !aborted) seen.errors.push(error.message);
        });
      });
      const field = `#basket-quantity-${id}.fg-number-input__input`;
      await shopper.waitFor(field);
      await shopper.fill(field, '2');
      await shopper.click({ css: `#basket-line-${id} button[type="submit"]`, name: 'Upravit' });
      await waitForText(shopper, '#userMenu .user-menu__basket', 'Košík (2)');
      await shopper.waitFor(field);
      assert.equal(await shopper.attribute(field, 'aria-valuenow'), '2');
      assert.deepEqual(
        await shopper.evaluate(() => (window as unknown as { seen: object }).seen),
        { errors: [] },
        'no update ended with an error',
      );

      // The answer the page read: each part closed by its marker, as the stream wrote it.
      const body = await shopper.evaluate(async () => {
        const answer = await fetch('/cs/basket?_pu_target=content%2BuserMenu', {
          headers: { 'PU-Request': '1' },
        });
        return answer.text();
      });
      assert.match(
        body,
        /^<!--pu:delimiters--><!--pu:widget content--><main id="content".*<!--pu:end--><!--pu:widget userMenu--><div id="userMenu".*<!--pu:end-->$/s,
      );
    });
  });
});
