/**
 * Nothing lost (docs/flows.md) in Chromium, Firefox and WebKit, against the demo basket: quantity
 * clicks made while an earlier change is on the wire all count, with and without a slow network
 * (the basket's update route held at the server); a double click on "Do košíku" adds once; an add
 * from a tab whose CSRF token a login in another tab made stale goes through.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DemoServer } from './support/demo-server.ts';
import { describeInBrowsers } from './support/shop-in-browsers.ts';
import type { Shopper } from './support/shopper.ts';
import { waitForShopScript, waitForText } from './support/shopper-checks.ts';

/** How long the basket's update route waits before it is handled: the network delay of a test. */
const updateLatency = { ms: 0 };
const DIALOG = 'dialog[open]';
const ADD_BUTTON = { css: '#content .product-card button', name: 'Do košíku', nth: 0 } as const;

const waitForBasketCount = (shopper: Shopper, count: number) =>
  waitForText(shopper, '#userMenu .user-menu__basket', `Košík (${count})`);

/** Puts `quantity` of the first lamp in stock into the basket with a plain form post; returns its product id. */
async function putLampInBasket(shopper: Shopper, server: DemoServer, quantity: number): Promise<string> {
  await shopper.goto(server.url('/cs/category/lamps'));
  const { status, product } = await shopper.evaluate(async (count) => {
    const card = [...document.querySelectorAll('#content .product-card')].find((tile) =>
      [...tile.querySelectorAll('button')].some(
        (button) => (button.textContent ?? '').trim() === 'Do košíku',
      ),
    );
    const field = (name: string) =>
      (card?.querySelector(`input[name=${name}]`) as HTMLInputElement | null)?.value ?? '';
    const body = new URLSearchParams({
      _csrf: field('_csrf'),
      product: field('product'),
      quantity: String(count),
    });
    return {
      status: (await fetch('/qf/cs/basket/add', { method: 'POST', body })).status,
      product: field('product'),
    };
  }, quantity);
  assert.ok(status < 400, `the shop took the lamp (HTTP ${status})`);
  return product;
}

/**
 * A click on `css`, in the page: an answer's swap replaces the component between clicks, and a
 * driver's click may find the old button and lose the click on its way (Firefox's does), where the
 * shopper's click lands on whatever is there. Waits for the button first: a swapped-in component
 * renders its buttons a moment later.
 */
async function clickInPage(shopper: Shopper, css: string): Promise<void> {
  await shopper.waitUntil('the button', (selector) => !!document.querySelector(selector), css);
  await shopper.evaluate((selector) => (document.querySelector(selector) as HTMLElement).click(), css);
}

describeInBrowsers(
  'nothing lost',
  (shop) => {
    const visit = (journey: (shopper: Shopper) => Promise<void>) =>
      shop.visitor({ consentGivenOn: shop.server.origin }, journey);

    /** Clicks "+" of the line `times` times, `apartMs` apart; then waits for the field and the server to show `expected`. */
    async function clickPlus(
      shopper: Shopper,
      product: string,
      times: number,
      apartMs: number,
      expected: number,
    ) {
      await shopper.goto(shop.server.url('/cs/basket'));
      await waitForShopScript(shopper);
      const plus = `#basket-quantity-${product}-spin .fg-number-input__increase`;
      await shopper.waitFor(plus);
      for (let click = 0; click < times; click++) {
        await clickInPage(shopper, plus);
        await sleep(apartMs);
      }
      await waitForBasketCount(shopper, expected);
      await shopper.waitUntil(
        'the field at the last value, no update pending',
        ([id, value]) =>
          (document.getElementById(`basket-quantity-${id}`) as HTMLInputElement | null)?.value ===
            String(value) && !document.querySelector('[aria-busy="true"]'),
        [product, expected] as [string, number],
      );
      // What the server stored: the basket page as the server answers it now, read from its markup
      // (on the page itself the line's field is out for a moment while its component upgrades).
      const page = await shopper.evaluate(async () => {
        const answer = await fetch('/cs/basket', { credentials: 'same-origin', cache: 'no-store' });
        return answer.text();
      });
      const stored = new RegExp(`<input id="basket-quantity-${product}"[^>]*value="(\\d+)"`).exec(page)?.[1];
      assert.equal(stored, String(expected), 'the server stored the last value');
    }

    it('six clicks on "+" 200 ms apart take the quantity from 7 to 13, in the field and on the server', async () => {
      updateLatency.ms = 0;
      await visit(async (shopper) => {
        const product = await putLampInBasket(shopper, shop.server, 7);
        await clickPlus(shopper, product, 6, 200, 13);
      });
    });

    it('with 250 ms of network delay, six clicks 400 ms apart take it from 7 to 13 too', async () => {
      updateLatency.ms = 250;
      try {
        await visit(async (shopper) => {
          const product = await putLampInBasket(shopper, shop.server, 7);
          await clickPlus(shopper, product, 6, 400, 13);
        });
      } finally {
        updateLatency.ms = 0;
      }
    });

    it('two clicks on "Do košíku" 90 ms apart add once', async () => {
      await visit(async (shopper) => {
        await shopper.goto(shop.server.url('/cs/category/lamps'));
        await waitForShopScript(shopper);
        await waitForBasketCount(shopper, 0);
        await shopper.evaluate(async () => {
          const button = [
            ...document.querySelectorAll<HTMLButtonElement>('#content .product-card button'),
          ].find((candidate) => (candidate.textContent ?? '').trim() === 'Do košíku');
          button?.click();
          await new Promise((resolve) => setTimeout(resolve, 90));
          button?.click();
        });
        await shopper.waitFor(DIALOG);
        await waitForBasketCount(shopper, 1);
        // A second add on its way keeps the page busy (docs/settled.md): it would land before it settles.
        await shopper.settled();
        await shopper.goto(shop.server.url('/cs/basket'));
        await waitForBasketCount(shopper, 1);
      });
    });

    it('an add from a tab whose token a login in another tab made stale goes through, once', async () => {
      await visit(async (shopper) => {
        await shopper.goto(shop.server.url('/cs/category/lamps'));
        await waitForShopScript(shopper);
        // The other tab: the same browser's cookies, a login that rotates the CSRF secret. This
        // page's token and forms are left as they were.
        const status = await shopper.evaluate(async () => {
          const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
          const body = new URLSearchParams({
            _csrf: token,
            email: 'john@example.com',
            password: 'demo-password-2',
          });
          return (await fetch('/qf/cs/ramjet/performLogin', { method: 'POST', body })).status;
        });
        assert.ok(status < 400, `signed in in the other tab (HTTP ${status})`);
        const before = Number((await shopper.text('#userMenu .user-menu__basket')).replace(/\D/g, ''));
        await shopper.click(ADD_BUTTON);
        await shopper.waitFor({ css: DIALOG, text: 'byl přidán do košíku (1 ks).' });
        await waitForBasketCount(shopper, before + 1);
      });
    });
  },
  {
    onRoute: (route) => {
      if (route.url !== '/qf/:lang/basket/update') return;
      const hold = async () => {
        if (updateLatency.ms > 0) await sleep(updateLatency.ms);
      };
      route.onRequest = [hold, ...(route.onRequest ? [route.onRequest].flat() : [])];
    },
  },
);
