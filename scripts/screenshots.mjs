#!/usr/bin/env node
/**
 * Screenshots of the demo shop for docs/demo.md, at a phone (390 px) and a desktop (1280 px)
 * width, into docs/images/. Starts the demo in this process on a free loopback port with a fresh
 * seeded database, drives the system Chromium (CHROME_PATH, else /usr/bin/chromium) with
 * playwright-core, and needs the built library (`npm run build`) and the tsx loader:
 *
 *   npm run build && node --import tsx scripts/screenshots.mjs
 *
 * Options: `--only <text>` takes the shots whose file name contains the text; `--full-page` shoots
 * whole pages instead of the first screen; `--out <dir>` writes there instead of docs/images (to
 * look at a change without touching the docs).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildApp } from '../demo/server/app.ts';
import { waitForHeader } from '../test/e2e/support/header-checks.ts';
import { CHROMIUM_ARGS, chromePath } from './wtr/browsers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    'full-page': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
const OUT = options.out ? resolve(options.out) : join(ROOT, 'docs', 'images');
const CONSENT_COOKIE = 'fg_cookie_policy_accepted';

/** What each screenshot shows: a page at a width, and what is done on it first. */
const PAGE_SHOTS = [
  { name: 'home', path: '/cs/' },
  { name: 'category', path: '/cs/category/lamps' },
  { name: 'product', path: '/cs/product/1' },
  { name: 'basket', path: '/cs/basket', act: putLampInBasket },
  { name: 'popup', path: '/cs/category/lamps', act: openAddedToBasketPopup },
].flatMap((shot) => [
  { ...shot, file: `${shot.name}-1280.png`, width: 1280, height: 800 },
  { ...shot, file: `${shot.name}-390.png`, width: 390, height: 844 },
]);

/** A lamp in stock into the basket by its tile's form, then the basket page again. */
async function putLampInBasket(page) {
  await page.goto(page.url().replace('/cs/basket', '/cs/category/lamps'));
  await waitForHeader(page);
  const added = page.waitForResponse((answer) => answer.url().includes('/basket/add'));
  await page.locator('#content .product-card button[type="submit"]').first().click();
  await added;
  await page.goto(page.url().replace(/\/cs\/category\/lamps.*$/, '/cs/basket'));
  await waitForHeader(page);
  await page.locator('#content .fg-number-input__input').first().waitFor();
}

/** "Do košíku" on the first lamp in stock: the confirmation opens in a popup. */
async function openAddedToBasketPopup(page) {
  await page.locator('#content .product-card button[type="submit"]').first().click();
  await page.locator('dialog[open], [role="dialog"]').first().waitFor();
  await page.waitForTimeout(300);
}

const SHOTS = [
  ...PAGE_SHOTS,
  { file: 'cookie-banner-390.png', width: 390, height: 844, path: '/cs/', banner: true },
  {
    file: 'phone-menu-390.png',
    width: 390,
    height: 844,
    path: '/cs/',
    act: async (page) => {
      await page.locator('.menu-collapse__button').click();
      await page.locator('.menu-collapse__sub-toggle').first().click();
    },
  },
  {
    file: 'phone-search-390.png',
    width: 390,
    height: 844,
    path: '/cs/',
    act: async (page) => {
      // The server's <summary> until the shopper reaches for it, then the component's button.
      await page.locator('.menu-search__button').click();
      await page.locator('#search-query').pressSequentially('har');
      await page.locator('[role="listbox"] [role="option"]').first().waitFor();
    },
  },
  {
    file: 'filter-sheet-390.png',
    width: 390,
    height: 844,
    path: '/cs/category/lamps',
    act: async (page) => {
      // The sheet's components upgrade as it opens: the slider's thumbs show once they have.
      await page.locator('.listing-tools__open').click();
      await page.locator('#priceRange [role="slider"]').first().waitFor();
    },
  },
  {
    file: 'more-menu-800.png',
    width: 800,
    height: 700,
    path: '/en/category/lamps',
    act: async (page) => {
      await page.locator('.greedy-menu__more-button').click();
    },
  },
];

const directory = mkdtempSync(join(tmpdir(), 'storefront-shots-'));
const app = await buildApp({ logger: false, databasePath: join(directory, 'shop.sqlite') });
await app.listen({ host: '127.0.0.1', port: 0 });
const origin = `http://127.0.0.1:${app.server.address().port}`;
const browser = await chromium.launch({
  executablePath: chromePath(),
  headless: true,
  args: [...CHROMIUM_ARGS],
});
try {
  mkdirSync(OUT, { recursive: true });
  for (const shot of SHOTS.filter((candidate) => candidate.file.includes(options.only ?? ''))) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      locale: 'cs-CZ',
      reducedMotion: 'reduce',
    });
    if (!shot.banner) {
      await context.addCookies([{ name: CONSENT_COOKIE, value: '5', url: origin }]);
    }
    const page = await context.newPage();
    await page.goto(new URL(shot.path, origin).href);
    await waitForHeader(page);
    if (shot.banner) await page.locator('.fg-cookie-consent__banner').waitFor();
    await shot.act?.(page);
    await page.screenshot({ path: join(OUT, shot.file), fullPage: options['full-page'] });
    console.log(join(OUT, shot.file));
    await context.close();
  }
} finally {
  await browser.close();
  await app.close();
  rmSync(directory, { recursive: true, force: true });
}
