/**
 * Optimistic updates (docs/optimistic.md) in the demo, in Chromium, Firefox and WebKit: "Do košíku"
 * raises the header's basket count while the shop is still answering, the answer settles it, and
 * an add the shop refuses takes the count back and is told to the shopper.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describeInBrowsers } from './support/shop-in-browsers.ts';
import type { Shopper } from './support/shopper.ts';
import { waitForShopScript, waitForText } from './support/shopper-checks.ts';

/** The next add, held at the shop until the test lets it through or has it refused. */
interface HeldAdd {
  /** Called by the shop when the add has reached it. */
  arrived(): void;
  readonly outcome: Promise<'add' | 'refuse'>;
}
let heldAdd: HeldAdd | null = null;

/** Holds the next add at the shop: `arrived` once it is there, `release` lets it through or refuses it (500). */
function holdNextAdd(): { arrived: Promise<void>; release: (outcome: 'add' | 'refuse') => void } {
  let release: (outcome: 'add' | 'refuse') => void = () => {};
  let arrived: () => void = () => {};
  const outcome = new Promise<'add' | 'refuse'>((resolve) => {
    release = resolve;
  });
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  heldAdd = { arrived, outcome };
  return { arrived: reached, release };
}

const BASKET_COUNT = '#userMenu .user-menu__basket';

/** Marks the first tile that can be added, for the driver. */
async function markFirstAddableCard(shopper: Shopper): Promise<void> {
  await shopper.evaluate(() =>
    [...document.querySelectorAll('#productList .product-card')]
      .find((card) =>
        [...card.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Do košíku'),
      )
      ?.setAttribute('data-test-card', ''),
  );
}

describeInBrowsers(
  'optimistic add to basket',
  (shop) => {
    it('shows the basket count at once while the shop answers, and keeps it when the product is added', async () => {
      await shop.visitor({ consentGivenOn: shop.server.origin }, async (shopper) => {
        await shopper.goto(shop.server.url('/cs/category/lamps'));
        await waitForShopScript(shopper);
        await markFirstAddableCard(shopper);
        await waitForText(shopper, BASKET_COUNT, 'Košík (0)');
        const held = holdNextAdd();
        try {
          await shopper.click({ css: '[data-test-card] button', name: 'Do košíku' });
          await held.arrived;
          await waitForText(shopper, BASKET_COUNT, 'Košík (1)');
          assert.equal(await shopper.count('dialog[open]'), 0, 'the shop has not answered yet');
        } finally {
          held.release('add');
        }
        await shopper.waitFor({ css: 'dialog[open]', text: 'byl přidán do košíku (1 ks).' });
        await waitForText(shopper, BASKET_COUNT, 'Košík (1)');
      });
    });

    it('takes the count back when the shop refuses the add (500), and tells the shopper', async () => {
      await shop.visitor({ consentGivenOn: shop.server.origin }, async (shopper) => {
        await shopper.goto(shop.server.url('/cs/category/lamps'));
        await waitForShopScript(shopper);
        await markFirstAddableCard(shopper);
        await waitForText(shopper, BASKET_COUNT, 'Košík (0)');
        const held = holdNextAdd();
        try {
          await shopper.click({ css: '[data-test-card] button', name: 'Do košíku' });
          await held.arrived;
          await waitForText(shopper, BASKET_COUNT, 'Košík (1)');
        } finally {
          held.release('refuse');
        }
        await waitForText(
          shopper,
          '[data-test-card] [data-fg-failure] .fg-failure__text',
          'V obchodě nastala chyba. Zkuste to prosím za chvíli.',
        );
        await waitForText(shopper, BASKET_COUNT, 'Košík (0)');
        assert.equal(await shopper.attribute(BASKET_COUNT, 'data-count'), '0');
        await waitForText(shopper, '#fg-live-region', 'V obchodě nastala chyba. Zkuste to prosím za chvíli.');
        assert.equal(await shopper.count('dialog[open]'), 0, 'no popup for a refused add');
      });
    });
  },
  {
    onRoute: (route) => {
      if (route.url !== '/qf/:lang/basket/add') return;
      const hold = async (_request: FastifyRequest, reply: FastifyReply) => {
        const held = heldAdd;
        if (!held) return;
        heldAdd = null;
        held.arrived();
        if ((await held.outcome) === 'refuse') return reply.code(500).send('refused for the test');
      };
      route.onRequest = [hold, ...(route.onRequest ? [route.onRequest].flat() : [])];
    },
  },
);
