/**
 * Login, registration and shopping lists (docs/flows.md): a login refreshes the user tools and the page container in place, a wrong password
 * is refused with a message, a new list opens on its detail page and the list widgets show it, and a
 * correct registration signs the new customer in; live validation shows a field's error beside it
 * while typing (POST to the page address with /qf/ replaced by /validate/) and clears it when fixed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { newVisitor } from './support/browser.ts';
import type { DemoServer } from './support/demo-server.ts';
import { markWindow, waitForShopScript, windowStillMarked } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

// The seed's first demo user (docs/demo.md, demo/db/catalogue.ts) and the list the seed gives her.
const JANA = { email: 'jana@example.com', password: 'heslo-demo-1', name: 'Jana Nováková' } as const;
const JANAS_LIST = 'Obývák';

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Fills and sends the login form of the login page (the header has a link of the same name). */
async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = page.locator('#content form');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Heslo').fill(password);
  await form.getByRole('button', { name: 'Přihlásit se' }).click();
}

async function logIn(page: Page, server: DemoServer): Promise<void> {
  await page.goto(server.url('/cs/login'));
  await waitForShopScript(page);
  await submitLogin(page, JANA.email, JANA.password);
  await page.locator('#userMenu').getByText(`Přihlášen(a): ${JANA.name}`).waitFor();
}

describe('login, registration and shopping lists', () => {
  const shop = useShopAndBrowser();

  it('logging in refreshes the user menu, both list widgets and the page container in place', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      await page.goto(shop.server.url('/cs/login'));
      await waitForShopScript(page);
      assert.equal(
        await page
          .locator('#userLists')
          .getByRole('link', { name: new RegExp(JANAS_LIST) })
          .count(),
        0,
      );
      await markWindow(page);

      await submitLogin(page, JANA.email, JANA.password);
      await page.locator('#userMenu').getByText(`Přihlášen(a): ${JANA.name}`).waitFor();
      await page
        .locator('#userLists')
        .getByRole('link', { name: new RegExp(`^${JANAS_LIST} \\(\\d+\\)$`) })
        .waitFor();
      // The narrow-screen widget is hidden by CSS on this wide window: it only has to be swapped.
      await page
        .locator('#userListsRwd a')
        .filter({ hasText: new RegExp(`^${JANAS_LIST} \\(\\d+\\)$`) })
        .waitFor({ state: 'attached' });
      // The container reloads from the current address, which now greets the signed-in visitor.
      await page.locator('#content h1').getByText(`Přihlášen(a): ${JANA.name}`).waitFor();
      assert.ok(await windowStillMarked(page), 'no full page load');
      assert.equal(pathOf(page), '/cs/login');
    } finally {
      await context.close();
    }
  });

  it('a wrong password is refused with a message and signs nobody in', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      await page.goto(shop.server.url('/cs/login'));
      await waitForShopScript(page);
      await submitLogin(page, JANA.email, 'not-her-password');
      await page.getByRole('alert').getByText('Nesprávný e-mail nebo heslo.').waitFor();
      assert.equal(await page.locator('#userMenu').getByText('Přihlášen(a)').count(), 0);
      assert.equal(await page.locator('#userMenu').getByRole('link', { name: 'Přihlásit se' }).count(), 1);
    } finally {
      await context.close();
    }
  });

  it('creating a shopping list goes to the new list and the list widgets show it', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      await logIn(page, shop.server);
      await page.goto(shop.server.url('/cs/lists'));
      await waitForShopScript(page);
      await page.getByLabel('Název seznamu').fill('Na chatu');
      await page.getByRole('button', { name: 'Vytvořit seznam' }).click();

      await page.waitForURL(/\/cs\/lists\/\d+$/);
      await page.locator('#content h1').getByText('Na chatu', { exact: true }).waitFor();
      await page.getByText('Seznam je prázdný.').waitFor();
      const detailPath = pathOf(page);
      assert.equal(
        await page.locator('#userLists').getByRole('link', { name: 'Na chatu (0)' }).getAttribute('href'),
        detailPath,
        'the header lists link the new list',
      );
    } finally {
      await context.close();
    }
  });

  it('a correct registration signs the new customer in', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      await page.goto(shop.server.url('/qf/cs/ramjet/register'));
      await waitForShopScript(page);
      const form = page.locator('#content form');
      await form.getByLabel('Jméno').fill('Eva Malá');
      await form.getByLabel('E-mail').fill('eva.mala@example.com');
      await form.getByLabel('Heslo', { exact: true }).fill('dlouhe-heslo-42');
      await form.getByLabel('Heslo znovu').fill('dlouhe-heslo-42');
      await form.getByRole('button', { name: 'Založit účet' }).click();

      await page.locator('#userMenu').getByText('Přihlášen(a): Eva Malá').waitFor();
      assert.equal(pathOf(page), '/cs/');
    } finally {
      await context.close();
    }
  });

  it('registration shows a field error beside the field once it is left, and clears it when fixed', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      await page.goto(shop.server.url('/qf/cs/ramjet/register'));
      await waitForShopScript(page);
      const validationCalls: Request[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/validate/cs/ramjet/register') validationCalls.push(request);
      });
      const email = page.getByLabel('E-mail');
      await email.fill('not-an-email');
      await email.press('Tab');

      const message = 'Zadejte platnou e-mailovou adresu.';
      await page.getByText(message).waitFor();
      assert.equal(pathOf(page), '/qf/cs/ramjet/register', 'nothing was submitted');
      assert.ok(validationCalls.length >= 1, 'the field was checked through the live validation address');
      assert.equal(validationCalls[0]?.method(), 'POST');
      assert.ok(
        await email.evaluate((input) => input.classList.contains('error')),
        'the field has the error class',
      );
      const besideField = await email.evaluate((input, text) => {
        const described = (input.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
        return described.includes(text) || (input.closest('.form-field')?.textContent ?? '').includes(text);
      }, message);
      assert.ok(besideField, 'the message belongs to the e-mail field');

      await email.fill('someone.new@example.com');
      await email.press('Tab');
      await page.getByText(message).waitFor({ state: 'detached' });
      assert.equal(await email.evaluate((input) => input.classList.contains('error')), false);
    } finally {
      await context.close();
    }
  });
});
