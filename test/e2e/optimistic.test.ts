/**
 * Optimistic updates (docs/optimistic.md) in the demo, in Chromium, Firefox and WebKit: "Do košíku"
 * raises the header's basket count while the shop is still answering — on the product page by the
 * quantity typed — the answer settles it, and an add the shop refuses takes the count back and is
 * told to the shopper. In Chromium: a basket line removed (a partial update) goes at once, the focus
 * on the other line's "Odebrat" meanwhile, and comes back with the focus on its own button when the
 * shop refuses; "Porovnat" shows the product compared and the comparison count up at once; a list
 * chosen in `<fg-my-list>`'s menu says "Přidáno do seznamu." at once; a page with such forms preloads the
 * optimistic chunk. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from 'playwright-core';
import type { DemoServer, DemoServerOptions } from './support/demo-server.ts';
import { focusIsInside, waitForShopScript as waitForPageScript } from './support/page-checks.ts';
import { putLampInBasket } from './support/shop-actions.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';
import { describeInBrowsers, describeInChromium } from './support/shop-in-browsers.ts';
import type { Shopper } from './support/shopper.ts';
import { waitForShopScript, waitForText } from './support/shopper-checks.ts';

/** The next request of a held route (an add, a removal), held at the shop until the test lets it through or has it refused. */
interface HeldRequest {
  /** Called by the shop when the add has reached it. */
  arrived(): void;
  readonly outcome: Promise<'add' | 'refuse'>;
}
let heldRequest: HeldRequest | null = null;

/** Holds the next request of a held route at the shop: `arrived` once it is there, `release` lets it through or refuses it (500). */
function holdNextRequest(): { arrived: Promise<void>; release: (outcome: 'add' | 'refuse') => void } {
  let release: (outcome: 'add' | 'refuse') => void = () => {};
  let arrived: () => void = () => {};
  const outcome = new Promise<'add' | 'refuse'>((resolve) => {
    release = resolve;
  });
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  heldRequest = { arrived, outcome };
  return { arrived: reached, release };
}

const BASKET_COUNT = '#userMenu .user-menu__basket';
/** A product in stock: its page has the quantity field and "Do košíku". */
const PRODUCT_IN_STOCK = 1;

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

/**
 * On the lamps page (`lamps`), presses "Do košíku" on the first lamp that can be added while the shop
 * holds the add: the count shows it at once; `whileHeld` checks more before the shop answers `outcome`.
 */
async function addFirstLampWhileHeld(
  shopper: Shopper,
  lamps: string,
  outcome: 'add' | 'refuse',
  whileHeld: () => Promise<void> = async () => {},
): Promise<void> {
  await shopper.goto(lamps);
  await waitForShopScript(shopper);
  await markFirstAddableCard(shopper);
  await waitForText(shopper, BASKET_COUNT, 'Košík (0)');
  const held = holdNextRequest();
  try {
    await shopper.click({ css: '[data-test-card] button', name: 'Do košíku' });
    await held.arrived;
    await waitForText(shopper, BASKET_COUNT, 'Košík (1)');
    await whileHeld();
  } finally {
    held.release(outcome);
  }
}

describeInBrowsers(
  'optimistic add to basket',
  (shop) => {
    it('shows the basket count at once while the shop answers, and keeps it when the product is added', async () => {
      await shop.visitor({ consentGivenOn: shop.server.origin }, async (shopper) => {
        await addFirstLampWhileHeld(shopper, shop.server.url('/cs/category/lamps'), 'add', async () => {
          assert.equal(await shopper.count('dialog[open]'), 0, 'the shop has not answered yet');
        });
        await shopper.waitFor({ css: 'dialog[open]', text: 'byl přidán do košíku (1 ks).' });
        await waitForText(shopper, BASKET_COUNT, 'Košík (1)');
      });
    });

    it('takes the count back when the shop refuses the add (500), and tells the shopper', async () => {
      await shop.visitor({ consentGivenOn: shop.server.origin }, async (shopper) => {
        await addFirstLampWhileHeld(shopper, shop.server.url('/cs/category/lamps'), 'refuse');
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

    it('raises the count by the quantity typed on the product page at once (+[quantity])', async () => {
      await shop.visitor({ consentGivenOn: shop.server.origin }, async (shopper) => {
        await shopper.goto(shop.server.url(`/cs/product/${PRODUCT_IN_STOCK}`));
        await waitForShopScript(shopper);
        await waitForText(shopper, BASKET_COUNT, 'Košík (0)');
        // The field once the spinbutton has taken it over (browse.test.ts).
        const quantity = `#quantity-${PRODUCT_IN_STOCK}.fg-number-input__input`;
        await shopper.waitFor(quantity);
        await shopper.fill(quantity, '3');
        const held = holdNextRequest();
        try {
          await shopper.click({ css: 'form.add-to-basket button', name: 'Do košíku' });
          await held.arrived;
          await waitForText(shopper, BASKET_COUNT, 'Košík (3)');
          assert.equal(await shopper.attribute(BASKET_COUNT, 'data-count'), '3');
          assert.equal(await shopper.count('dialog[open]'), 0, 'the shop has not answered yet');
        } finally {
          held.release('add');
        }
        await shopper.waitFor({ css: 'dialog[open]', text: 'byl přidán do košíku (3 ks).' });
        await waitForText(shopper, BASKET_COUNT, 'Košík (3)');
      });
    });
  },
  { onRoute: holdingRoute('/qf/:lang/basket/add') },
);

describeInChromium('optimistic removal, comparison and lists [chromium]', () => {
  const shop = useShopAndBrowser({
    onRoute: holdingRoute('/qf/:lang/basket/remove', '/qf/:lang/comparison/add', '/qf/:lang/lists/add'),
  });

  it('hides the line at once with the focus on the other line’s button, and brings it back with the focus on its own when the shop refuses', async () => {
    await shop.visitor({ consentGivenOn: shop.server.origin }, async ({ page }) => {
      const other = await putSecondLampInBasket(page, shop.server);
      const name = await putLampInBasket(page, shop.server);
      await page.goto(shop.server.url('/cs/basket'));
      await waitForPageScript(page);
      const row = page.locator('#content tbody tr', { has: page.getByRole('rowheader', { name }) });
      const remove = page.getByRole('button', { name: `Odebrat: ${name}` });
      const held = holdNextRequest();
      try {
        await remove.click();
        await page.getByRole('button', { name: 'Ano' }).click();
        await held.arrived;
        await row.waitFor({ state: 'hidden' });
        await page.locator(BASKET_COUNT, { hasText: 'Košík (1)' }).waitFor();
        assert.ok(
          await focusIsInside(page.getByRole('button', { name: `Odebrat: ${other}` })),
          'the focus on the other line’s remove button, not the body',
        );
      } finally {
        held.release('refuse');
      }
      await row.waitFor({ state: 'visible' });
      await page.locator(BASKET_COUNT, { hasText: 'Košík (2)' }).waitFor();
      assert.equal(await row.getAttribute('style'), null, 'the row exactly as it was');
      assert.ok(await focusIsInside(remove), 'the focus is back on the line’s remove button');
      await page.locator('#fg-live-region', { hasText: 'V obchodě nastala chyba.' }).waitFor();
    });
  });
  it('preloads the optimistic updates’ chunk in the head of a page whose forms declare changes', async () => {
    const html = await (await fetch(shop.server.url('/cs/category/lamps'))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(html, /data-optimistic=/, 'the tiles’ add forms declare their change');
    assert.match(head, /<link rel="modulepreload" href="[^"]*\/chunks\/optimistic-updates-[\w-]+\.js">/);
  });

  it('shows the product compared and the header count up at once, settled by the comparison page', async () => {
    await shop.visitor({ consentGivenOn: shop.server.origin }, async ({ page }) => {
      await page.goto(shop.server.url('/cs/product/12'));
      await waitForPageScript(page);
      const compare = page.locator('#compare-12');
      const count = page.locator('#userMenu .user-menu__comparison .user-menu__text');
      assert.equal((await count.textContent())?.trim(), 'Porovnání (0)');
      const held = holdNextRequest();
      try {
        await compare.click();
        await held.arrived;
        await page.locator('#compare-12.is-compared').waitFor();
        assert.equal((await count.textContent())?.trim(), 'Porovnání (1)');
      } finally {
        held.release('add');
      }
      await page.waitForURL(/\/cs\/comparison$/);
      await page.locator('#userMenu .user-menu__comparison', { hasText: 'Porovnání (1)' }).waitFor();
    });
  });
  it('says a product is added to a list at once, through the list menu element', async () => {
    await shop.visitor({ consentGivenOn: shop.server.origin }, async ({ page }) => {
      await page.goto(shop.server.url('/cs/login'));
      await waitForPageScript(page);
      await page.fill('#login-email', 'jana@example.com');
      await page.fill('#login-password', 'heslo-demo-1');
      await page.locator('#content form button', { hasText: 'Přihlásit se' }).click();
      await page.locator('#userMenu', { hasText: 'Přihlášen(a): Jana Nováková' }).waitFor();
      await page.goto(shop.server.url('/cs/product/12'));
      await waitForPageScript(page);
      const note = page.locator('#list-note-12');
      assert.equal((await note.textContent())?.trim(), '');
      await page.locator('#myList-12 .fg-my-list__button').click();
      const held = holdNextRequest();
      try {
        await page.getByRole('menuitem', { name: 'Obývák' }).click();
        await held.arrived;
        assert.equal((await note.textContent())?.trim(), 'Přidáno do seznamu.');
      } finally {
        held.release('add');
      }
      await note.waitFor({ state: 'detached' });
    });
  });
});

/**
 * Puts the second lamp in stock into the basket the way putLampInBasket puts the first: a plain form
 * post with the page's token. Returns its name.
 */
async function putSecondLampInBasket(page: Page, server: DemoServer): Promise<string> {
  await page.goto(server.url('/cs/category/lamps'));
  const card = page
    .locator('#content .product-card')
    .filter({ has: page.getByRole('button', { name: 'Do košíku' }) })
    .nth(1);
  const field = (name: string) => card.locator(`input[name=${name}]`).inputValue();
  const response = await page.request.post(server.url('/qf/cs/basket/add'), {
    form: { _csrf: await field('_csrf'), product: await field('product'), quantity: '1' },
    maxRedirects: 0,
  });
  assert.ok(response.status() < 400, `the shop took the lamp (HTTP ${response.status()})`);
  return ((await card.locator('.product-card__name').textContent()) ?? '').trim();
}

/** The demo server's route option that holds the next request of one of `urls` (holdNextRequest). */
function holdingRoute(...urls: string[]): DemoServerOptions['onRoute'] {
  return (route) => {
    if (!urls.includes(route.url)) return;
    const hold = async (_request: FastifyRequest, reply: FastifyReply) => {
      const held = heldRequest;
      if (!held) return;
      heldRequest = null;
      held.arrived();
      if ((await held.outcome) === 'refuse') return reply.code(500).send('refused for the test');
    };
    route.onRequest = [hold, ...(route.onRequest ? [route.onRequest].flat() : [])];
  };
}
