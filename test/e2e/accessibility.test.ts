import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations } from './support/axe.ts';
import { waitForShopScript } from './support/page-checks.ts';
import { putLampInBasket } from './support/shop-actions.ts';
import { useShopAndBrowser, useSuiteVisitor } from './support/shop-and-browser.ts';

const PAGES = [
  '/cs/',
  '/en/category/lamps',
  '/en/product/1',
  '/en/comparison',
  '/en/login',
  '/qf/en/ramjet/register',
  '/en/news',
  '/en/downloads',
  '/en/search?q=aurora',
  '/en/cookie-information',
  // Last: it is checked with a line in the basket, and the pages above with an empty one.
  '/en/basket',
];

describe('accessibility of the demo pages (axe-core)', () => {
  const shop = useShopAndBrowser();
  // One visitor reads every page. The consent banner is the library's own element with its own
  // checks: keep it out of the way.
  const visitor = useSuiteVisitor(shop, () => ({ bypassCSP: true, consentGivenOn: shop.server.origin }));

  for (const path of PAGES) {
    it(`has no axe violations on ${path}`, async () => {
      const { page } = visitor;
      // The basket page is checked with a line in it.
      if (path === '/en/basket') await putLampInBasket(page, shop.server);
      await page.goto(shop.server.url(path));
      await waitForShopScript(page);
      assert.deepEqual(await axeViolations(page), []);
    });
  }
});
