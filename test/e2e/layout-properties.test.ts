/**
 * Layout properties of the demo's main pages (home, a category, a product, the basket with a line)
 * at every width of LAYOUT_WIDTHS, in the ten languages, signed out and signed in as Jana, and the
 * header of a customer with a very long name: no sideways scroll, no controls overlapping or drawn
 * over, every target at least 24 px, every text field showing its value, every header control in
 * the window (support/layout-properties.ts). The whole matrix in Chromium (one browser, one page
 * per visitor, each address loaded once and resized through the widths); a slice of it in Firefox
 * and WebKit.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Page } from 'playwright-core';
import { LANGUAGES, type Language } from '../../demo/i18n/languages.ts';
import { urls } from '../../demo/views/urls.ts';
import { settled } from '../../src/testing/playwright.ts';
import { newVisitor } from './support/browser.ts';
import { waitForPageUpgraded } from './support/demo-pages.ts';
import type { DemoServer } from './support/demo-server.ts';
import { waitForShopperHeader } from './support/header-checks.ts';
import { LAYOUT_WIDTHS, layoutDefects } from './support/layout-properties.ts';
import { putLampInBasket } from './support/shop-actions.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';
import { describeInBrowsers, describeInChromium } from './support/shop-in-browsers.ts';
import { phoneWidth, type Shopper } from './support/shopper.ts';

/** A product in stock: its page has the quantity field and "Add to basket". */
const PRODUCT_IN_STOCK = 1;

const MAIN_PAGES = (lang: Language) => [
  urls.home(lang),
  urls.category(lang, 'lamps'),
  urls.product(lang, PRODUCT_IN_STOCK),
  urls.basket(lang),
];

const JANA = { email: 'jana@example.com', password: 'heslo-demo-1' } as const;
const LONG_NAME = 'Maximiliána Kateřina Novotná-Dvořáková';

/** Two frames: a resize has been laid out (GreedyMenu and WebLayout answer it in the next frame). */
const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

async function signIn(page: Page, server: DemoServer): Promise<void> {
  await page.goto(server.url('/cs/login'));
  await page.fill('#login-email', JANA.email);
  await page.fill('#login-password', JANA.password);
  await page.click('#loginForm button[type=submit]');
  await page.locator('#userMenu .user-menu__name').waitFor({ state: 'attached' });
}

async function registerLongName(page: Page, server: DemoServer): Promise<void> {
  await page.goto(server.url('/qf/cs/ramjet/register'));
  await page.fill('#register-name', LONG_NAME);
  await page.fill('#register-email', `long-name-${Date.now()}@example.com`);
  await page.fill('#register-password', 'heslo-dlouhe-1');
  await page.fill('#register-password-confirm', 'heslo-dlouhe-1');
  await page.click('#registrationForm button[type=submit]');
  await page.locator('#userMenu .user-menu__name').waitFor({ state: 'attached' });
}

/** Each address at each width: the defects found, each line prefixed with where. */
async function defectsOf(page: Page, server: DemoServer, paths: readonly string[], scope: string | null) {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: 800 });
    const response = await page.goto(server.url(path), { waitUntil: 'load' });
    assert.equal(response?.status(), 200, path);
    await waitForPageUpgraded(page, { banner: false });
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // A width may bring elements into view that upgrade then (`visible`): the layout read is the
      // one they settle into, not the frame their chunk is still loading in.
      await page.evaluate(twoFrames);
      await settled(page);
      await page.evaluate(twoFrames);
      for (const defect of await page.evaluate(layoutDefects, { scope }))
        found.push(`${path} @${width}: ${defect}`);
    }
  }
  return found;
}

describeInChromium('layout properties of the main pages (Chromium, every width and language)', () => {
  const shop = useShopAndBrowser();

  for (const who of ['signed out', 'signed in as Jana'] as const) {
    it(`${who}: no sideways scroll, overlap or cover, targets of 24 px, fields that show their value`, async () => {
      const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
      try {
        if (who !== 'signed out') await signIn(page, shop.server);
        await putLampInBasket(page, shop.server);
        const found: string[] = [];
        for (const lang of LANGUAGES)
          found.push(...(await defectsOf(page, shop.server, MAIN_PAGES(lang), null)));
        assert.deepEqual(found, [], found.join(' | '));
      } finally {
        await context.close();
      }
    });
  }

  it('a customer with a very long name: the header fits at every width in every language, the name cut short with the whole of it kept', async () => {
    const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      await registerLongName(page, shop.server);
      const found: string[] = [];
      for (const lang of LANGUAGES) {
        found.push(...(await defectsOf(page, shop.server, [urls.home(lang)], null)));
      }
      assert.deepEqual(found, [], found.join(' | '));
      const name = page.locator('#userMenu .user-menu__name');
      assert.ok(((await name.getAttribute('title')) ?? '').includes(LONG_NAME));
      assert.ok(((await name.textContent()) ?? '').includes(LONG_NAME));
    } finally {
      await context.close();
    }
  });
});

// Firefox and WebKit: the pages in two languages (the shortest and one of the longest texts) at a
// phone, the tablet's and the desktop's narrowest widths, signed out.
describeInBrowsers('layout properties (a slice)', (shop) => {
  for (const lang of ['cs', 'fr'] as const) {
    it(`${lang}: no sideways scroll, overlap or cover, targets of 24 px, fields that show their value`, async () => {
      await shop.visitor({ consentGivenOn: shop.server.origin }, async (shopper: Shopper) => {
        const found: string[] = [];
        for (const path of MAIN_PAGES(lang)) {
          await shopper.goto(shop.server.url(path));
          await waitForShopperHeader(shopper);
          for (const width of [phoneWidth(shop.name), 768, 1024, 1280]) {
            await shopper.resize(width, 800);
            await shopper.evaluate(twoFrames);
            for (const defect of await shopper.evaluate(layoutDefects, { scope: null }))
              found.push(`${path} @${width}: ${defect}`);
          }
        }
        assert.deepEqual(found, [], found.join(' | '));
      });
    });
  }
});
