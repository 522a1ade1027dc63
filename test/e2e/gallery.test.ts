/**
 * The product gallery and the inspiration grid in the demo shop, in a phone-sized and a desktop
 * window: upgrading the gallery moves nothing, the main image opens the lightbox (a modal dialog)
 * that real keys drive — arrows, + to zoom, Escape to close with the focus back on the image — and
 * the inspiration grid shows more tiles and opens the same lightbox at the clicked one.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newVisitor } from './support/browser.ts';
import { type DemoServer, startDemoServer } from './support/demo-server.ts';
import { waitForShopScript, watchErrors } from './support/page-checks.ts';

/** Product 1 has eight gallery images (demo/db/product-images.ts). */
const PRODUCT_PATH = '/cs/product/1';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * The element's box within the page content: the header above it differs with and without script
 * (a phone gets the menu button only with script), the content must not move.
 */
const box = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const content = document.getElementById('content')?.getBoundingClientRect().top ?? Number.NaN;
    return {
      top: Math.round(rect.top - content),
      width: Math.round(rect.width),
      height: Math.round(rect.height),
    };
  });

describe('gallery and gallery grid in the shop', () => {
  let server: DemoServer;
  let browser: Browser;

  before(async () => {
    server = await startDemoServer();
    browser = await launchChromium();
  });

  after(async () => {
    await server?.close();
    await browser?.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`${viewport.width} px: the upgraded gallery takes the server gallery's space exactly`, async () => {
      const plain = await newVisitor(browser, { consentGivenOn: server.origin, javaScriptEnabled: false });
      const enhanced = await newVisitor(browser, { consentGivenOn: server.origin });
      try {
        await plain.page.setViewportSize(viewport);
        await plain.page.goto(server.url(PRODUCT_PATH));
        const links = plain.page.locator('fg-gallery a[data-gallery-item]');
        assert.equal(await links.count(), 8);
        assert.match((await links.first().getAttribute('href')) ?? '', /\/gallery\/1\/1200\.svg$/);
        await enhanced.page.setViewportSize(viewport);
        await enhanced.page.goto(server.url(PRODUCT_PATH));
        await enhanced.page.locator('fg-gallery [role="tab"]').first().waitFor();
        assert.deepEqual(await box(enhanced.page, 'fg-gallery'), await box(plain.page, 'fg-gallery'));
      } finally {
        await plain.context.close();
        await enhanced.context.close();
      }
    });

    it(`${viewport.width} px: the lightbox opens, moves, zooms and closes with real keys`, async () => {
      const { context, page } = await newVisitor(browser, { consentGivenOn: server.origin });
      const errors = watchErrors(page);
      try {
        await page.setViewportSize(viewport);
        await page.goto(server.url(PRODUCT_PATH));
        await waitForShopScript(page);
        // The server's main image is a link to the large image until the element has upgraded.
        const opener = page.locator('fg-gallery button.fg-gallery__open');
        await opener.click();
        const dialog = page.locator('dialog.fg-lightbox');
        await dialog.waitFor();
        assert.equal(await dialog.evaluate((element) => element.matches(':modal')), true);
        const dialogBox = await dialog.boundingBox();
        assert.deepEqual([dialogBox?.width, dialogBox?.height], [viewport.width, viewport.height]);
        const counter = dialog.locator('.fg-lightbox__counter [aria-hidden]');
        assert.equal(await counter.textContent(), '1 / 8');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        assert.equal(await counter.textContent(), '3 / 8');
        const image = dialog.locator('.fg-lightbox__image');
        assert.match((await image.getAttribute('src')) ?? '', /\/gallery\/3\/1200\.svg$/);
        await page.keyboard.press('+');
        assert.match((await image.getAttribute('style')) ?? '', /scale\(1\.5\)/);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        assert.equal(await opener.evaluate((element) => element === document.activeElement), true);
        assert.match(
          (await page.locator('fg-gallery .fg-gallery__image').getAttribute('src')) ?? '',
          /\/gallery\/3\/1200\.svg$/,
        );
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  it('the inspiration grid shows more tiles and opens the lightbox at the clicked one', async () => {
    const { context, page } = await newVisitor(browser, { consentGivenOn: server.origin });
    const errors = watchErrors(page);
    try {
      await page.goto(server.url('/cs/inspiration'));
      await waitForShopScript(page);
      const tiles = page.locator('fg-gallery-grid .fg-gallery-grid__open');
      await page.locator('fg-gallery-grid button.fg-gallery-grid__open').first().waitFor();
      assert.equal(await tiles.count(), 8);
      await page.getByRole('button', { name: 'Zobrazit další (22)' }).click();
      assert.equal(await tiles.count(), 16);
      assert.equal(await tiles.nth(8).evaluate((element) => element === document.activeElement), true);
      await tiles.nth(9).click();
      const counter = page.locator('dialog.fg-lightbox .fg-lightbox__counter [aria-hidden]');
      assert.equal(await counter.textContent(), '10 / 30');
      await page.keyboard.press('Escape');
      await page.locator('dialog.fg-lightbox').waitFor({ state: 'detached' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
