#!/usr/bin/env node
/**
 * Screenshots of the demo shop for docs/demo.md, at a phone (390 px) and a desktop (1280 px)
 * width, into docs/images/. Starts the demo in this process on a free loopback port with a fresh
 * seeded database, drives the system Chromium (CHROME_PATH, else /usr/bin/chromium) with
 * playwright-core, and needs the built library (`npm run build`) and the tsx loader:
 *
 *   npm run build && node --import tsx scripts/screenshots.mjs
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildApp } from '../demo/server/app.ts';
import { CHROMIUM_ARGS, chromePath } from './wtr/browsers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'docs', 'images');
const CONSENT_COOKIE = 'fg_cookie_policy_accepted';

/** What each screenshot shows: a page at a width, and what is done on it first. */
const SHOTS = [
  { file: 'home-1280.png', width: 1280, height: 800, path: '/cs/' },
  { file: 'home-390.png', width: 390, height: 844, path: '/cs/' },
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
      await page.locator('button.menu-search__button').click();
      await page.locator('#search-query').pressSequentially('har');
      await page.locator('[role="listbox"] [role="option"]').first().waitFor();
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

/** The header's components are upgraded and the sprite is in the page. */
async function headerReady(page) {
  await page.waitForFunction(
    () =>
      ['fg-web-layout', 'fg-greedy-menu', 'fg-menu-collapse', 'fg-menu-search'].every((tag) =>
        customElements.get(tag),
      ) && document.querySelector('[data-fg-icon-sprite]') !== null,
  );
}

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
  for (const shot of SHOTS) {
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
    await headerReady(page);
    if (shot.banner) await page.locator('.fg-cookie-consent__banner').waitFor();
    await shot.act?.(page);
    await page.screenshot({ path: join(OUT, shot.file) });
    console.log(`docs/images/${shot.file}`);
    await context.close();
  }
} finally {
  await browser.close();
  await app.close();
  rmSync(directory, { recursive: true, force: true });
}
