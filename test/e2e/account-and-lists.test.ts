/**
 * Login and shopping lists (docs/flows.md) in Chromium, Firefox and WebKit: a login refreshes the
 * user tools and the page container in place, a wrong password is refused with a message, and a new
 * list opens on its detail page and the list widgets show it.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { DemoServer } from './support/demo-server.ts';
import { describeInBrowsers } from './support/shop-in-browsers.ts';
import type { Shopper } from './support/shopper.ts';
import {
  markWindow,
  pathOf,
  waitForShopScript,
  waitForUrl,
  windowStillMarked,
} from './support/shopper-checks.ts';

// The seed's first demo user (docs/demo.md, demo/db/catalogue.ts) and the list the seed gives her.
const JANA = { email: 'jana@example.com', password: 'heslo-demo-1', name: 'Jana Nováková' } as const;
const JANAS_LIST = 'Obývák';

/** Fills and sends the login form of the login page (the header has a link of the same name). */
async function submitLogin(shopper: Shopper, email: string, password: string): Promise<void> {
  await shopper.fill('#login-email', email);
  await shopper.fill('#login-password', password);
  await shopper.click({ css: '#content form button', name: 'Přihlásit se' });
}

async function logIn(shopper: Shopper, server: DemoServer): Promise<void> {
  await shopper.goto(server.url('/cs/login'));
  await waitForShopScript(shopper);
  await submitLogin(shopper, JANA.email, JANA.password);
  await shopper.waitFor({ css: '#userMenu', text: `Přihlášen(a): ${JANA.name}` });
}

/** In-page: a link of the list widget `css` shows Jana's list with its count. */
function hasJanasList(css: string): boolean {
  return [...document.querySelectorAll(`${css} a`)].some((link) =>
    /^Obývák \(\d+\)$/.test((link.textContent ?? '').trim()),
  );
}

describeInBrowsers('login and shopping lists', (shop) => {
  const visit = (journey: (shopper: Shopper) => Promise<void>) =>
    shop.visitor({ consentGivenOn: shop.server.origin }, journey);

  it('logging in refreshes the user menu, both list widgets and the page container in place', async () => {
    await visit(async (shopper) => {
      await shopper.goto(shop.server.url('/cs/login'));
      await waitForShopScript(shopper);
      assert.equal(await shopper.count({ css: '#userLists a', text: JANAS_LIST }), 0);
      await markWindow(shopper);

      await submitLogin(shopper, JANA.email, JANA.password);
      await shopper.waitFor({ css: '#userMenu', text: `Přihlášen(a): ${JANA.name}` });
      await shopper.waitUntil(`${JANAS_LIST} in #userLists`, hasJanasList, '#userLists');
      // The narrow-screen widget is hidden by CSS on this wide window: it only has to be swapped.
      await shopper.waitUntil(`${JANAS_LIST} in #userListsRwd`, hasJanasList, '#userListsRwd');
      // The container reloads from the current address, which now greets the signed-in visitor.
      await shopper.waitFor({ css: '#content h1', text: `Přihlášen(a): ${JANA.name}` });
      assert.ok(await windowStillMarked(shopper), 'no full page load');
      assert.equal(await pathOf(shopper), '/cs/login');
    });
  });

  it('a wrong password is refused with a message and signs nobody in', async () => {
    await visit(async (shopper) => {
      await shopper.goto(shop.server.url('/cs/login'));
      await waitForShopScript(shopper);
      await submitLogin(shopper, JANA.email, 'not-her-password');
      await shopper.waitFor({ css: '[role="alert"]', text: 'Nesprávný e-mail nebo heslo.' });
      assert.equal(await shopper.count({ css: '#userMenu', text: 'Přihlášen(a)' }), 0);
      assert.equal(await shopper.count({ css: '#userMenu a', name: 'Přihlásit se' }), 1);
    });
  });

  it('creating a shopping list goes to the new list and the list widgets show it', async () => {
    await visit(async (shopper) => {
      await logIn(shopper, shop.server);
      await shopper.goto(shop.server.url('/cs/lists'));
      await waitForShopScript(shopper);
      await shopper.fill('#list-name', 'Na chatu');
      await shopper.click({ css: 'button', name: 'Vytvořit seznam' });

      await waitForUrl(shopper, /\/cs\/lists\/\d+$/);
      await shopper.waitFor({ css: '#content h1', name: 'Na chatu' });
      await shopper.waitFor({ css: '#content', text: 'Seznam je prázdný.' });
      assert.equal(
        await shopper.attribute({ css: '#userLists a', name: 'Na chatu (0)' }, 'href'),
        await pathOf(shopper),
        'the header lists link the new list',
      );
    });
  });
});
