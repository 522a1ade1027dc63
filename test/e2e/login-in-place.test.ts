/**
 * Login in place (SPEC.md §4 "Login", §7; docs/flows.md "Login"): a successful login refreshes the
 * user menu and both list widgets and reloads the page container from the current address, without
 * a full page load and without moving the address.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  launchChromium,
  markWindow,
  newVisitor,
  waitForShopScript,
  windowStillMarked,
} from './support/browser.ts';
import { type DemoServer, startDemoServer } from './support/demo-server.ts';

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

describe('login in place', () => {
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

  it('logging in refreshes the user menu, both list widgets and the page container in place', async () => {
    const { context, page } = await newVisitor(browser, { consentGivenOn: server.origin });
    try {
      await page.goto(server.url('/cs/login'));
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
});
