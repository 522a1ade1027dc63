import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { launchChromium, newVisitor } from './support/browser.ts';
import { type DemoServer, startDemoServer } from './support/demo-server.ts';
import { waitForShopScript } from './support/page-checks.ts';
import { putLampInBasket } from './support/shop-actions.ts';

const PAGES = [
  '/cs/',
  '/en/category/lamps',
  '/en/product/1',
  '/en/basket',
  '/en/comparison',
  '/en/login',
  '/qf/en/ramjet/register',
  '/en/news',
  '/en/downloads',
  '/en/search?q=aurora',
  '/en/cookie-information',
];

describe('accessibility of the demo pages (axe-core)', () => {
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

  for (const path of PAGES) {
    it(`has no axe violations on ${path}`, async () => {
      // The consent banner is the library's own element with its own checks: keep it out of the way.
      const { context, page } = await newVisitor(browser, { bypassCSP: true, consentGivenOn: server.origin });
      try {
        // The basket page is checked with a line in it.
        if (path === '/en/basket') await putLampInBasket(page, server);
        await page.goto(server.url(path));
        await waitForShopScript(page);
        assert.deepEqual(await axeViolations(page), []);
      } finally {
        await context.close();
      }
    });
  }
});
