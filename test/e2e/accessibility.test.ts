import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, type RunningShop, startShop } from './support.ts';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

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
  let shop: RunningShop;
  let browser: Browser;
  before(async () => {
    shop = await startShop();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await shop?.close();
  });

  for (const path of PAGES) {
    it(`has no axe violations on ${path}`, async () => {
      // axe is injected as a script of its own: the test context bypasses the page's strict CSP.
      const context = await browser.newContext({ bypassCSP: true });
      const page = await context.newPage();
      // The consent banner is the library's own element with its own checks: keep it out of the way.
      await context.addCookies([{ name: 'fg_cookie_policy_accepted', value: '2', url: shop.baseUrl }]);
      if (path === '/en/basket') {
        await page.goto(`${shop.baseUrl}/en/product/1`);
        await page.locator('form.add-to-basket button').click();
        await page.getByRole('dialog').filter({ hasText: 'added to the basket' }).waitFor();
      }
      await page.goto(`${shop.baseUrl}${path}`);
      await page.addScriptTag({ path: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }
        ).axe;
        return (await axe.run(document)).violations;
      });
      const summary = (violations as AxeViolation[]).map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      assert.deepEqual(summary, []);
      await context.close();
    });
  }
});
