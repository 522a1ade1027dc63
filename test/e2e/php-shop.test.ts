/**
 * The PHP reference shop (examples/php) in Chromium: the library on pages a PHP server renders.
 * Browse and paginate, add to basket (popup and header count), live validation, login (user menu).
 * The shop is served by `php -S` for this file; PHP must be installed (.ci/run installs it).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type PhpShop, startPhpShop } from '../conformance/php-shop-server.ts';
import { launchChromium, newVisitor } from './support/browser.ts';
import { waitForShopScript, watchErrors } from './support/page-checks.ts';

const CATEGORY = '/en/category/lamps';
const ITEM_NAMES = '#productList > li h2';
const DIALOG = 'dialog[open], [role="dialog"]:not(dialog)';

describe('the PHP reference shop in Chromium', () => {
  let shop: PhpShop;
  let browser: Browser;
  before(async () => {
    shop = await startPhpShop();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await shop?.close();
  });

  /** A fresh visitor on `path`, once the library has started; closes it after `journey`. */
  async function visit(path: string, journey: (page: Page) => Promise<void>): Promise<void> {
    const { context, page } = await newVisitor(browser, { locale: 'en-GB' });
    try {
      const errors = watchErrors(page);
      await page.goto(`${shop.origin}${path}`);
      await waitForShopScript(page);
      await journey(page);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }

  const itemNames = (page: Page) => page.locator(ITEM_NAMES).allTextContents();

  it('"Load more" appends the next page and a numbered page replaces the list', async () => {
    await visit(CATEGORY, async (page) => {
      const first = await itemNames(page);
      assert.equal(first.length, 6);
      await page.getByRole('link', { name: 'Load more' }).click();
      await page.waitForFunction((css) => document.querySelectorAll(css).length === 12, ITEM_NAMES);
      assert.deepEqual((await itemNames(page)).slice(0, 6), first);
      await page.waitForURL(`${shop.origin}${CATEGORY}?page=1&loadedPages=2`);

      await page.getByRole('link', { name: 'Page 3', exact: true }).click();
      await page.waitForURL(`${shop.origin}${CATEGORY}?page=3`);
      await page.waitForFunction((css) => document.querySelectorAll(css).length === 6, ITEM_NAMES);
      const third = await itemNames(page);
      assert.equal(third[0], 'Wall light 113');
      assert.equal(
        await page
          .locator('[aria-current="page"]')
          .allTextContents()
          .then((texts) => texts.join()),
        '3',
      );
      assert.equal(await page.title(), 'Lamps | PHP Shop');
    });
  });

  it('adding to the basket shows the confirmation in a popup and counts it in the header', async () => {
    await visit(CATEGORY, async (page) => {
      await page.getByRole('button', { name: 'Add to basket Floor lamp 101' }).click();
      const popup = page.locator(DIALOG);
      await popup.getByRole('heading', { name: 'Added to basket' }).waitFor();
      await page.locator('#userMenu').getByText('Basket (1)').waitFor();
      assert.equal(new URL(page.url()).pathname, CATEGORY, 'the page stays where it was');
    });
  });

  it('live validation marks an invalid e-mail while the visitor fills in the form', async () => {
    await visit('/qf/en/ramjet/register', async (page) => {
      const email = page.getByLabel('E-mail');
      await email.fill('jan@');
      await page.getByLabel('Name').focus();
      await page.locator('#register-email-message').getByText('Enter a valid e-mail address.').waitFor();
      assert.match((await email.getAttribute('class')) ?? '', /\berror\b/);
      await email.fill('jan.novak@example.com');
      await page.getByLabel('Password').focus();
      await page.waitForFunction(() => document.querySelector('#register-email-message')?.textContent === '');
    });
  });

  it('login refreshes the user menu in place', async () => {
    await visit('/en/login', async (page) => {
      await page.getByLabel('E-mail').fill('jana@example.com');
      await page.getByLabel('Password').fill('heslo-demo-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('#userMenu').getByText('Jana Nováková').waitFor();
      await page.locator('#userLists').getByText('Shopping lists of Jana Nováková').waitFor();
    });
  });
});
