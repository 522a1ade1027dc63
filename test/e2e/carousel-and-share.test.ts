/**
 * The carousels and share controls of the demo shop: in Chromium, Firefox and WebKit the home
 * page's rotating offers carousel works from the keyboard and the product page's related products
 * carousel and share links work with the page's own address; in Chromium the offers carousel
 * reserves its controls' space (nothing below it moves when it upgrades), never rotates under
 * reduced motion, and the copy-the-address control works, with and without script, beside its
 * address on a 320 px phone without moving what follows.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { newVisitor } from './support/browser.ts';
import { scrollToComponent, waitForShopScript, watchErrors } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';
import { describeInBrowsers, describeInChromium } from './support/shop-in-browsers.ts';
import { phoneWidth, type Shopper } from './support/shopper.ts';
import {
  scrollToComponent as scrollToShopperComponent,
  waitForShopScript as waitForShopperScript,
  waitForText,
} from './support/shopper-checks.ts';

const HOME = '/en/';
const PRODUCT = '/en/product/7';

/**
 * Where the block after the carousel starts within the page content: the header above differs with
 * and without script (a phone gets the menu button only with script), the content must not move.
 */
function featuredTop(page: Page): Promise<number> {
  return page
    .locator('#home-categories')
    .evaluate(
      (element) =>
        element.getBoundingClientRect().top -
        (document.getElementById('content')?.getBoundingClientRect().top ?? Number.NaN),
    );
}

describeInChromium(
  'carousels and share controls in the demo shop (Chromium: layout, reduced motion, clipboard, axe, no script)',
  () => {
    const shop = useShopAndBrowser();

    function visitor(options: { javaScriptEnabled?: boolean; bypassCSP?: boolean } = {}) {
      return newVisitor(shop.browser, { consentGivenOn: shop.server.origin, locale: 'en-GB', ...options });
    }

    it('nothing below the offers carousel moves as it upgrades', async () => {
      // The server markup as a scripted page shows it before the upgrade: no lazy chunk arrives.
      const plain = await visitor();
      await plain.context.route('**/chunks/**', (route) => route.abort());
      const { context, page } = await visitor();
      try {
        await plain.page.goto(shop.server.url(HOME));
        const topBeforeUpgrade = await featuredTop(plain.page);
        const errors = watchErrors(page);
        await page.goto(shop.server.url(HOME));
        await waitForShopScript(page);
        await page.locator('#offersCarousel .fg-carousel__rotation').waitFor();
        assert.equal(await featuredTop(page), topBeforeUpgrade);
        assert.deepEqual(errors, []);
      } finally {
        await plain.context.close();
        await context.close();
      }
    });

    it('under reduced motion the offers carousel waits for the visitor to start it', async () => {
      const { context, page } = await visitor();
      try {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(shop.server.url(HOME));
        const rotation = page.locator('#offersCarousel .fg-carousel__rotation');
        await rotation.waitFor();
        assert.equal(await rotation.textContent(), 'Start automatic slide show');
        assert.equal(
          await page.locator('#offersCarousel .fg-carousel__status').getAttribute('aria-live'),
          'polite',
        );
      } finally {
        await context.close();
      }
    });

    it('the product page copies its address to the clipboard, and its carousel and share block are axe clean', async () => {
      const { context, page } = await visitor({ bypassCSP: true });
      try {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.server.origin });
        await page.goto(shop.server.url(PRODUCT));
        await waitForShopScript(page);
        const address = shop.server.url(PRODUCT);
        await scrollToComponent(page, '#relatedCarousel');
        await page.locator('#relatedCarousel .fg-carousel__next').waitFor();
        await page.getByRole('button', { name: 'Copy address' }).click();
        await page.locator('#productShareCopy [role="status"]', { hasText: 'Address copied' }).waitFor();
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), address);
        assert.deepEqual(await axeViolations(page, '.related-products'), []);
        assert.deepEqual(await axeViolations(page, '.share-block'), []);
      } finally {
        await context.close();
      }
    });

    it('on a 320 and a 390 px phone the address and its copy button share a row inside the block, which keeps its height as it upgrades', async () => {
      const { context, page } = await visitor();
      try {
        for (const width of [320, 390]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(shop.server.url('/en/news'));
          await waitForShopScript(page);
          const block = page.locator('#articlesShareCopy');
          const served = await block.evaluate((element) => element.getBoundingClientRect().height);
          await scrollToComponent(page, '#articlesShareCopy');
          await block.getByRole('button', { name: 'Copy address' }).waitFor();
          // One expression: a named helper in the page function would need the TypeScript loader's helpers.
          const boxes = await block.evaluate((element) => ({
            block: element.getBoundingClientRect().toJSON(),
            address: element.querySelector('input')?.getBoundingClientRect().toJSON(),
            copy: element.querySelector('button')?.getBoundingClientRect().toJSON(),
          }));
          assert.equal(boxes.block.height, served, `${width} px: the block's height`);
          assert.ok(boxes.address.left >= boxes.block.left, `${width} px: the address starts in the block`);
          assert.ok(boxes.copy.right <= boxes.block.right, `${width} px: the button ends in the block`);
          assert.ok(
            boxes.address.right <= boxes.copy.left,
            `${width} px: the address ends before the button`,
          );
          assert.equal(boxes.copy.top, boxes.address.top, `${width} px: one row`);
        }
      } finally {
        await context.close();
      }
    });

    it('without script the slides still scroll and the share links and the address are there', async () => {
      const { context, page } = await visitor({ javaScriptEnabled: false });
      try {
        await page.goto(shop.server.url('/en/news?page=2'));
        const address = shop.server.url('/en/news');
        assert.equal(
          await page.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href'),
          `mailto:?subject=${encodeURIComponent('Have a look: News')}&body=${encodeURIComponent(address)}`,
        );
        assert.equal(await page.getByLabel('Page address').inputValue(), address);
        await page.goto(shop.server.url(HOME));
        const scrolled = await page.locator('#offersCarousel [data-carousel-slides]').evaluate((scroller) => {
          scroller.scrollBy({ left: scroller.clientWidth, behavior: 'instant' });
          return scroller.scrollLeft;
        });
        assert.ok(scrolled > 0, 'the slides scroll without script');
      } finally {
        await context.close();
      }
    });
  },
);

const CURRENT_PICK = (carousel: string) => `#${carousel} .fg-carousel__pick[aria-current="true"]`;

describeInBrowsers('carousels and share controls in the demo shop', (shop) => {
  async function visit(path: string, journey: (shopper: Shopper) => Promise<void>) {
    await shop.visitor({ consentGivenOn: shop.server.origin }, async (shopper) => {
      await shopper.goto(shop.server.url(path));
      await waitForShopperScript(shopper);
      await journey(shopper);
      assert.deepEqual(await shopper.errors(), []);
    });
  }

  it('the offers carousel rotates, stops on focus, and is driven by the keyboard', async () => {
    await visit(HOME, async (shopper) => {
      const rotation = '#offersCarousel .fg-carousel__rotation';
      await shopper.waitFor(rotation);
      assert.equal(await shopper.text(rotation), 'Stop automatic slide show');
      assert.equal(await shopper.attribute('#offersCarousel .fg-carousel__status', 'aria-live'), 'off');

      await shopper.focus(rotation);
      await waitForText(shopper, rotation, 'Start automatic slide show');
      await shopper.press('Tab');
      await shopper.press('Tab');
      await shopper.press('Enter');
      assert.equal(
        await shopper.evaluate(
          () => document.activeElement?.matches('#offersCarousel .fg-carousel__next') ?? false,
        ),
        true,
        'the focus is on the next button',
      );
      // The picker's buttons are named after their slides (APG grouped carousel).
      await waitForText(shopper, CURRENT_PICK('offersCarousel'), '2 of 5');
      await shopper.waitUntil('the second slide at the start of the scroller', () => {
        const scroller = document.querySelector('#offersCarousel [data-carousel-slides]') as HTMLElement;
        const second = scroller.children[1] as HTMLElement;
        return Math.abs(second.getBoundingClientRect().left - scroller.getBoundingClientRect().left) <= 1;
      });
      await waitForText(shopper, '#offersCarousel .fg-carousel__status', '2 of 5');
    });
  });

  it('on a phone the offers carousel in the first screen works without loading React', async () => {
    await shop.visitor(
      { consentGivenOn: shop.server.origin, width: phoneWidth(shop.name), height: 800 },
      async (shopper) => {
        await shopper.goto(shop.server.url(HOME));
        await waitForShopperScript(shopper);
        // The carousel is in view and has upgraded; the page has been idle (the icon sprite waits for it).
        await shopper.waitFor('#offersCarousel .fg-carousel__rotation');
        await shopper.waitFor('[data-fg-icon-sprite]', 'attached');
        const react = await shopper.evaluate(() =>
          performance.getEntriesByType('resource').some(({ name }) => /\/react-[\w-]+\.js$/.test(name)),
        );
        assert.equal(react, false, 'React has not loaded');
        await shopper.click('#offersCarousel .fg-carousel__next');
        await waitForText(shopper, CURRENT_PICK('offersCarousel'), '2 of 5');
        await waitForText(shopper, '#offersCarousel .fg-carousel__status', '2 of 5');
        assert.deepEqual(await shopper.errors(), []);
      },
    );
  });

  it('the product page has a related products carousel and share links for its address', async () => {
    await visit(PRODUCT, async (shopper) => {
      const address = shop.server.url(PRODUCT);
      await scrollToShopperComponent(shopper, '#relatedCarousel');
      await shopper.waitFor('#relatedCarousel .fg-carousel__next');
      assert.equal(await shopper.count('#relatedCarousel .fg-carousel__rotation'), 0);
      await shopper.click({ css: '#relatedCarousel .fg-carousel__pick', nth: 2 });
      const slides = await shopper.count('#relatedCarousel .fg-carousel__pick');
      await waitForText(shopper, CURRENT_PICK('relatedCarousel'), `3 of ${slides}`);
      assert.equal(
        await shopper.attribute({ css: 'a', name: 'Share on Facebook' }, 'href'),
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`,
      );
    });
  });
});
