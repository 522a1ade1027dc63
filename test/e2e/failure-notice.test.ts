/**
 * Nothing silent (docs/flows.md, "When an update fails"), in the demo: an update the shopper starts
 * while the connection is gone is told next to what they did, with a way to try again, and a page
 * link is tried again by itself when the browser is back online.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { waitForShopScript } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';
import { describeInBrowsers, describeInChromium } from './support/shop-in-browsers.ts';
import { waitForShopScript as waitForShopperScript, waitForText } from './support/shopper-checks.ts';

/** While on, the shop answers "Do košíku" 503 before handling it: a server down for a moment. */
const refuseAdds = { on: false };

describeInChromium('a failed update is told to the shopper (offline: Chromium)', () => {
  const shop = useShopAndBrowser();

  it('offline: a page link says so beside it, and loads by itself once back online', async () => {
    await shop.visitor({ consentGivenOn: shop.server.origin }, async ({ context, page }) => {
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
    });
  });
});

describeInBrowsers(
  'a failed add is told to the shopper',
  (shop) => {
    it('a server error on "Do košíku" is told in the card, and "Zkusit znovu" adds the product', async () => {
      await shop.visitor({ consentGivenOn: shop.server.origin }, async (shopper) => {
        await shopper.goto(shop.server.url('/cs/category/lamps'));
        await waitForShopperScript(shopper);
        // The first card that can be added, marked for the driver.
        await shopper.evaluate(() =>
          [...document.querySelectorAll('#productList .product-card')]
            .find((card) =>
              [...card.querySelectorAll('button')].some(
                (button) => button.textContent?.trim() === 'Do košíku',
              ),
            )
            ?.setAttribute('data-test-card', ''),
        );
        refuseAdds.on = true;
        try {
          await shopper.click({ css: '[data-test-card] button', name: 'Do košíku' });
          await waitForText(
            shopper,
            '[data-test-card] [data-fg-failure] .fg-failure__text',
            'V obchodě nastala chyba. Zkuste to prosím za chvíli.',
          );
          assert.equal(await shopper.count('dialog[open]'), 0, 'no popup for a refused add');
        } finally {
          refuseAdds.on = false;
        }
        await shopper.click({ css: '[data-test-card] [data-fg-failure] button', name: 'Zkusit znovu' });
        await shopper.waitFor({ css: 'dialog[open]', text: 'byl přidán do košíku (1 ks).' });
        await waitForText(shopper, '#userMenu .user-menu__basket', 'Košík (1)');
        await shopper.waitFor('[data-test-card] [data-fg-failure]', 'detached');
      });
    });
  },
  {
    onRoute: (route) => {
      if (route.url !== '/qf/:lang/basket/add') return;
      const refuse = async (_request: FastifyRequest, reply: FastifyReply) => {
        if (refuseAdds.on) return reply.code(503).send('down for a moment');
      };
      route.onRequest = [refuse, ...(route.onRequest ? [route.onRequest].flat() : [])];
    },
  },
);
