/**
 * The carousels and share controls of the demo shop in real Chromium: the home page's rotating
 * offers carousel works from the keyboard and reserves its controls' space (nothing below it moves
 * when it upgrades), it never rotates under reduced motion, and the product page's related
 * products carousel, share links and copy-the-address control work with the page's own address,
 * with and without script.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { newVisitor } from './support/browser.ts';
import { waitForShopScript, watchErrors } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

const HOME = '/en/';
const PRODUCT = '/en/product/7';

/** Where the heading after the offers carousel starts: the same with and without script. */
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

const currentPick = (page: Page, carousel: string) =>
  page.locator(`#${carousel} .fg-carousel__pick[aria-current="true"]`).textContent();

describe('carousels and share controls in the demo shop', () => {
  const shop = useShopAndBrowser();

  function visitor(options: { javaScriptEnabled?: boolean; bypassCSP?: boolean } = {}) {
    return newVisitor(shop.browser, { consentGivenOn: shop.server.origin, locale: 'en-GB', ...options });
  }

  it('the offers carousel rotates, stops on focus, and is driven by the keyboard; nothing moves as it upgrades', async () => {
    const plain = await visitor({ javaScriptEnabled: false });
    const { context, page } = await visitor();
    try {
      await plain.page.goto(shop.server.url(HOME));
      const topWithoutScript = await featuredTop(plain.page);
      const errors = watchErrors(page);
      await page.goto(shop.server.url(HOME));
      await waitForShopScript(page);
      const rotation = page.locator('#offersCarousel .fg-carousel__rotation');
      await rotation.waitFor();
      assert.equal(await featuredTop(page), topWithoutScript);
      assert.equal(await rotation.textContent(), 'Stop automatic slide show');
      assert.equal(
        await page.locator('#offersCarousel .fg-carousel__status').getAttribute('aria-live'),
        'off',
      );

      await rotation.focus();
      assert.equal(await rotation.textContent(), 'Start automatic slide show');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const next = page.locator('#offersCarousel .fg-carousel__next');
      assert.equal(await next.evaluate((element) => element === document.activeElement), true);
      assert.equal(await currentPick(page, 'offersCarousel'), 'Slide 2');
      await page.waitForFunction(() => {
        const scroller = document.querySelector('#offersCarousel [data-carousel-slides]') as HTMLElement;
        const second = scroller.children[1] as HTMLElement;
        return Math.abs(second.getBoundingClientRect().left - scroller.getBoundingClientRect().left) <= 1;
      });
      assert.equal(await page.locator('#offersCarousel .fg-carousel__status').textContent(), '2 of 5');
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

  it('the product page has a related products carousel, share links and a copy control for its address', async () => {
    const { context, page } = await visitor({ bypassCSP: true });
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.server.origin });
      await page.goto(shop.server.url(PRODUCT));
      await waitForShopScript(page);
      const address = shop.server.url(PRODUCT);
      await page.locator('#relatedCarousel .fg-carousel__next').waitFor();
      assert.equal(await page.locator('#relatedCarousel .fg-carousel__rotation').count(), 0);
      await page.locator('#relatedCarousel .fg-carousel__pick').nth(2).click();
      assert.equal(await currentPick(page, 'relatedCarousel'), 'Slide 3');

      const facebook = page.getByRole('link', { name: 'Share on Facebook' });
      assert.equal(
        await facebook.getAttribute('href'),
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`,
      );
      await page.getByRole('button', { name: 'Copy address' }).click();
      await page.locator('#productShareCopy [role="status"]', { hasText: 'Address copied' }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), address);
      assert.deepEqual(await axeViolations(page, '.related-products'), []);
      assert.deepEqual(await axeViolations(page, '.share-block'), []);
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
});
