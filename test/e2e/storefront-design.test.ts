/**
 * The storefront's design (issue 28) in Chromium, at a phone's and a desktop's width: axe-core
 * (colour contrast included) on the home page's hero and category tiles, the footer and the
 * basket's order summary; AA contrast under the pointer of their links and buttons; the product
 * page's buy box beside the gallery and kept in view on a wide screen; the order summary after the
 * lines on a phone; a product card's name on two lines at most with the whole name kept.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { axeViolations } from './support/axe.ts';
import { newVisitor } from './support/browser.ts';
import { waitForPageUpgraded } from './support/demo-pages.ts';
import { putLampInBasket } from './support/shop-actions.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';
import { describeInChromium } from './support/shop-in-browsers.ts';
import { textContrast } from './support/text-contrast.ts';

const WIDTHS = [390, 1280] as const;

describeInChromium('storefront design (issue 28)', () => {
  const shop = useShopAndBrowser();

  async function visit(width: number, path: string) {
    const visitor = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin, bypassCSP: true });
    await visitor.page.setViewportSize({ width, height: 800 });
    await visitor.page.goto(shop.server.url(path));
    await waitForPageUpgraded(visitor.page, { banner: false });
    return visitor;
  }

  for (const width of WIDTHS) {
    it(`${width} px: hero, category tiles, footer and order summary pass axe, hovered links and buttons stay AA`, async () => {
      const { context, page } = await visit(width, '/cs/');
      try {
        const found: string[] = [];
        const hovered = async (selector: string) => {
          await page.locator(selector).first().hover();
          const ratio = await page.evaluate(textContrast, { selector, overPicture: false });
          if (ratio < 4.5) found.push(`${selector} hovered: ${ratio.toFixed(2)}:1`);
        };
        for (const part of ['.hero', '.category-tiles', '.site-footer']) {
          found.push(...(await axeViolations(page, part)));
        }
        await hovered('.hero .button');
        await hovered('.hero__secondary');
        await hovered('.category-tile');
        await hovered('.product-card__link');
        await hovered('.site-footer__columns a');

        await putLampInBasket(page, shop.server);
        await page.goto(shop.server.url('/cs/basket'));
        await waitForPageUpgraded(page, { banner: false });
        found.push(...(await axeViolations(page, '.order-summary')));
        await hovered('.order-summary .button');
        await hovered('.basket td:last-child button');
        assert.deepEqual(found, []);
      } finally {
        await context.close();
      }
    });
  }

  it('390 px: the order summary comes after the basket lines', async () => {
    const { context, page } = await visit(390, '/cs/');
    try {
      await putLampInBasket(page, shop.server);
      await page.goto(shop.server.url('/cs/basket'));
      await waitForPageUpgraded(page, { banner: false });
      const top = (selector: string) =>
        page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
      assert.ok((await top('.order-summary')) > (await top('table.basket')), 'summary below the lines');
    } finally {
      await context.close();
    }
  });

  it('1280 px: the buy box stands beside the gallery and stays in view while the page scrolls', async () => {
    const { context, page } = await visit(1280, '/cs/product/1');
    try {
      const box = (selector: string) =>
        page.locator(selector).evaluate((element) => {
          const { left, right, top, bottom } = element.getBoundingClientRect();
          return { left, right, top, bottom };
        });
      const gallery = await box('.product-gallery');
      const buy = await box('.buy-box');
      assert.ok(buy.left >= gallery.right, `beside: ${JSON.stringify({ gallery, buy })}`);
      await page.mouse.wheel(0, 500);
      await page.waitForFunction(() => scrollY >= 400);
      const scrolled = await box('.buy-box');
      assert.ok(scrolled.top >= 0 && scrolled.bottom <= 800, `in view: ${JSON.stringify(scrolled)}`);
    } finally {
      await context.close();
    }
  });

  it("a product card's name takes two lines at most, the whole name kept as its text and title", async () => {
    const { context, page } = await visit(390, '/cs/category/lamps');
    try {
      const name = page.locator('#content .product-card__name').first();
      const long = 'Stojací lampa s dlouhým názvem, který se nevejde na dva řádky karty produktu v mobilu';
      await name.evaluate((element, text) => {
        element.textContent = text;
        element.setAttribute('title', text);
      }, long);
      const { lines, title, text } = await name.evaluate((element) => ({
        lines:
          element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight),
        title: element.getAttribute('title'),
        text: element.textContent,
      }));
      assert.ok(lines <= 2.05, `${lines} lines`);
      assert.equal(text, long);
      assert.equal(title, long);
      const served = await page
        .locator('#content .product-card__name')
        .nth(1)
        .evaluate((element) => ({
          title: element.getAttribute('title'),
          text: element.textContent,
        }));
      assert.equal(served.title, served.text, 'the server gives each name its title');
    } finally {
      await context.close();
    }
  });
});
