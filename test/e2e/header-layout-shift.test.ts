/**
 * The header reserves its size at every width: while its components, the icon sprite and the
 * cookie banner arrive, nothing on the home page moves (cumulative layout shift below 0.02), and
 * the page never scrolls sideways.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newVisitor } from './support/browser.ts';
import { layoutShift, waitForHeader } from './support/header-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

const MAX_LAYOUT_SHIFT = 0.02;

describe('header: no layout shift, no sideways scroll', () => {
  const shop = useShopAndBrowser();

  for (const width of [390, 1280]) {
    it(`home page at ${width} px: layout shift below ${MAX_LAYOUT_SHIFT} while the header upgrades`, async () => {
      const { context, page } = await newVisitor(shop.browser);
      try {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(shop.server.url('/cs/'));
        await waitForHeader(page);
        await page.locator('.fg-cookie-consent__banner').waitFor();
        const shift = await layoutShift(page);
        assert.ok(shift < MAX_LAYOUT_SHIFT, `layout shift ${shift.toFixed(4)} at ${width} px`);
      } finally {
        await context.close();
      }
    });
  }

  for (const width of [320, 390, 768, 1280]) {
    it(`no horizontal scroll and touch targets of at least 24 px in the header at ${width} px`, async () => {
      const { context, page } = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
      try {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(shop.server.url('/cs/'));
        await waitForHeader(page);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        assert.ok(sideways <= 0, `the page is ${sideways} px wider than the window`);
        const small = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.site-header :is(a, button, summary, input)')]
            .filter((control) => control.getClientRects().length > 0 && !control.closest('[hidden]'))
            .map((control) => ({ control, box: control.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 1 && (box.width < 24 || box.height < 24))
            .map(({ control, box }) => `${control.outerHTML.slice(0, 60)} ${box.width}×${box.height}`),
        );
        assert.deepEqual(small, []);
      } finally {
        await context.close();
      }
    });
  }

  it('the cookie banner leaves most of a phone screen free', async () => {
    const { context, page } = await newVisitor(shop.browser);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(shop.server.url('/cs/'));
      const banner = page.locator('.fg-cookie-consent__banner');
      await banner.waitFor();
      const box = await banner.boundingBox();
      assert.ok(box && box.height < 844 / 2, `the banner is ${box?.height} px of 844 px tall`);
    } finally {
      await context.close();
    }
  });
});
