/**
 * Login, registration and shopping lists (SPEC.md §2 "Shopping-list creation", §4 "Login", §7;
 * docs/flows.md): a wrong password is refused with a message, a new list opens on its detail page
 * and the list widgets show it, and a correct registration signs the new customer in.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newVisitor, waitForShopScript } from './support/browser.ts';
import { type DemoServer, startDemoServer } from './support/demo-server.ts';

// The seed's first demo user (docs/demo.md, demo/db/catalogue.ts).
const JANA = { email: 'jana@example.com', password: 'heslo-demo-1', name: 'Jana Nováková' } as const;

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
  let server: DemoServer;
  let browser: Browser;

  before(async () => {
    server = await startDemoServer();
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a wrong password is refused with a message and signs nobody in', async () => {
    const { context, page } = await newVisitor(browser, { consentGivenOn: server.origin });
    try {
      await page.goto(server.url('/cs/login'));
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
    const { context, page } = await newVisitor(browser, { consentGivenOn: server.origin });
    try {
      await logIn(page, server);
      await page.goto(server.url('/cs/lists'));
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
    const { context, page } = await newVisitor(browser, { consentGivenOn: server.origin });
    try {
      await page.goto(server.url('/qf/cs/ramjet/register'));
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
});
