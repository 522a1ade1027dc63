import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { type BuildAppOptions, buildApp } from '../../demo/server/app.ts';

/** The system Chromium with the flags this machine needs (TOOLCHAIN.md). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
];

export interface RunningShop {
  readonly baseUrl: string;
  close(): Promise<void>;
}

/** The demo shop on a free loopback port with a fresh temporary database. */
export async function startShop(
  options: Omit<Partial<BuildAppOptions>, 'databasePath'> = {},
): Promise<RunningShop> {
  const directory = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const app = await buildApp({ ...options, databasePath: join(directory, 'shop.sqlite') });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The shop did not get a TCP port.');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** Collects console errors and failed page scripts, so a test can assert a clean run. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * A fresh browser context whose visitor already chose "technical cookies only", so the consent
 * banner (tested on its own) does not cover the page.
 */
export async function newConsentedContext(browser: Browser, shop: RunningShop): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'fg_cookie_policy_accepted', value: '2', url: shop.baseUrl }]);
  return context;
}
