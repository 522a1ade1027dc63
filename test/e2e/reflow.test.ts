/**
 * Every page of the demo reflows to a phone: at 320 CSS px (WCAG 1.4.10) the page does not scroll
 * sideways once every component has rendered — the basket with a line included. A wide table may
 * scroll in its own box; the page around it does not.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PAGES, waitForPageUpgraded } from './support/demo-pages.ts';
import { putLampInBasket } from './support/shop-actions.ts';
import { useShopAndBrowser, useSuiteVisitor } from './support/shop-and-browser.ts';

const WIDTH = 320;

describe(`every demo page at ${WIDTH} px`, () => {
  const shop = useShopAndBrowser();
  // One visitor reads every page. The line goes into the basket in the last test, so every page
  // before it is read with an empty basket.
  const visitor = useSuiteVisitor(shop, () => ({
    consentGivenOn: shop.server.origin,
    width: WIDTH,
    height: 700,
  }));

  for (const [path, withLine] of [
    ...DEMO_PAGES.map((page) => [page, false] as const),
    ['/en/basket', true] as const,
  ]) {
    it(`${path}${withLine ? ' with a line' : ''}: no sideways scrolling of the page`, async () => {
      const { page } = visitor;
      if (withLine) await putLampInBasket(page, shop.server);
      const response = await page.goto(shop.server.url(path), { waitUntil: 'load' });
      assert.equal(response?.status(), 200);
      await waitForPageUpgraded(page, { banner: false });
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        // What sticks out, for the message: the elements reaching past the window, and how far.
        const wide = [...document.querySelectorAll<HTMLElement>('body *')]
          .map((element) => ({ element, right: element.getBoundingClientRect().right }))
          .filter(({ right }) => right > width + 0.5)
          .slice(-5)
          .map(
            ({ element, right }) => `${element.localName}.${element.className} to ${Math.round(right)} px`,
          );
        return { scrollWidth: document.documentElement.scrollWidth, width, wide };
      });
      assert.ok(
        overflow.scrollWidth <= overflow.width,
        `scroll width ${overflow.scrollWidth} > ${overflow.width}: ${overflow.wide.join(', ')}`,
      );
    });
  }
});
