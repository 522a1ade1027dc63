/**
 * The product gallery and the inspiration grid in the demo shop, in a phone-sized and a desktop
 * window: in Chromium, Firefox and WebKit the main image opens the lightbox (a modal dialog) that
 * real keys drive — arrows, + to zoom, Escape to close with the focus back on the image — and the
 * inspiration grid shows more tiles and opens the same lightbox at the clicked one; in Chromium,
 * upgrading the gallery moves nothing.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newVisitor } from './support/browser.ts';
import { type DemoServer, startDemoServer } from './support/demo-server.ts';
import { describeInBrowsers, describeInChromium } from './support/shop-in-browsers.ts';
import { phoneWidth, type Shopper } from './support/shopper.ts';
import { waitForShopScript, waitForText } from './support/shopper-checks.ts';

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

describeInChromium('gallery in the shop (Chromium: with and without script)', () => {
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
  }
});

const COUNTER = 'dialog.fg-lightbox .fg-lightbox__counter [aria-hidden]';

describeInBrowsers('gallery and gallery grid in the shop', (shop) => {
  async function visit(
    path: string,
    width: number,
    height: number,
    journey: (shopper: Shopper) => Promise<void>,
  ) {
    await shop.visitor({ consentGivenOn: shop.server.origin, width, height }, async (shopper) => {
      await shopper.goto(shop.server.url(path));
      await waitForShopScript(shopper);
      await journey(shopper);
      assert.deepEqual(await shopper.errors(), []);
    });
  }

  // The phone at 390 px, in WebKit 480 px: MiniBrowser's window is no narrower (shopper.ts).
  for (const [index, viewport] of VIEWPORTS.entries()) {
    const width = index === 0 ? phoneWidth(shop.name) : viewport.width;
    it(`${width} px: the lightbox opens, moves, zooms and closes with real keys`, async () => {
      await visit(PRODUCT_PATH, width, viewport.height, async (shopper) => {
        // The server's main image is a link to the large image until the element has upgraded.
        const opener = 'fg-gallery button.fg-gallery__open';
        await shopper.click(opener);
        await shopper.waitFor('dialog.fg-lightbox');
        const fills = await shopper.evaluate(() => {
          const dialog = document.querySelector('dialog.fg-lightbox') as HTMLDialogElement;
          const rect = dialog.getBoundingClientRect();
          return {
            modal: dialog.matches(':modal'),
            box: [rect.width, rect.height],
            window: [innerWidth, innerHeight],
          };
        });
        assert.equal(fills.modal, true);
        assert.deepEqual(fills.box, fills.window, 'the lightbox fills the window');
        await waitForText(shopper, COUNTER, '1 / 8');
        await shopper.press('ArrowRight');
        await shopper.press('ArrowRight');
        await waitForText(shopper, COUNTER, '3 / 8');
        const image = 'dialog.fg-lightbox .fg-lightbox__image';
        assert.match((await shopper.attribute(image, 'src')) ?? '', /\/gallery\/3\/1200\.svg$/);
        await shopper.press('+');
        await shopper.waitUntil(
          'the image zoomed to 1.5',
          (css) => /scale\(1\.5\)/.test(document.querySelector(css)?.getAttribute('style') ?? ''),
          image,
        );
        await shopper.press('Escape');
        await shopper.waitFor('dialog.fg-lightbox', 'detached');
        assert.equal(
          await shopper.evaluate((css) => document.querySelector(css) === document.activeElement, opener),
          true,
          'the focus is back on the image',
        );
        assert.match(
          (await shopper.attribute('fg-gallery .fg-gallery__image', 'src')) ?? '',
          /\/gallery\/3\/1200\.svg$/,
        );
      });
    });
  }

  it('the inspiration grid shows more tiles and opens the lightbox at the clicked one', async () => {
    await visit('/cs/inspiration', 1280, 800, async (shopper) => {
      const tiles = 'fg-gallery-grid .fg-gallery-grid__open';
      await shopper.waitFor('fg-gallery-grid button.fg-gallery-grid__open');
      assert.equal(await shopper.count(tiles), 8);
      await shopper.click({ css: 'button', name: 'Zobrazit další (22)' });
      await shopper.waitUntil('16 tiles', (css) => document.querySelectorAll(css).length === 16, tiles);
      assert.equal(
        await shopper.evaluate((css) => document.querySelectorAll(css)[8] === document.activeElement, tiles),
        true,
        'the focus is on the first new tile',
      );
      await shopper.click({ css: tiles, nth: 9 });
      await waitForText(shopper, COUNTER, '10 / 30');
      await shopper.press('Escape');
      await shopper.waitFor('dialog.fg-lightbox', 'detached');
    });
  });
});
