/**
 * The storefront's layout defects a shopper met (issue 28), each driven on the real demo in
 * Chromium: the product page's quantity control, the header without script, the contrast of the
 * gallery's, the lightbox's and the flash message's buttons and of the store names under the
 * pointer, the lightbox picture in the window, the category listing on a phone, the phone menu,
 * the basket's quantity field, a 20 000-character search and the cookie banner on a phone.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Page } from 'playwright-core';
import { LANGUAGES } from '../../demo/i18n/languages.ts';
import { translator } from '../../demo/i18n/translate.ts';
import { axeViolations } from './support/axe.ts';
import { newVisitor, type VisitorOptions } from './support/browser.ts';
import { waitForPageUpgraded } from './support/demo-pages.ts';
import { layoutDefects } from './support/layout-properties.ts';
import { inStockCard, putLampInBasket } from './support/shop-actions.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';
import { describeInChromium } from './support/shop-in-browsers.ts';
import { textContrast } from './support/text-contrast.ts';

/** Product 1 is in stock and has eight gallery images. */
const PRODUCT_PATH = '/cs/product/1';

describeInChromium('storefront layout defects (issue 28)', () => {
  const shop = useShopAndBrowser();

  async function visit(options: VisitorOptions & { width: number; height?: number }, path: string) {
    const visitor = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin, ...options });
    await visitor.page.setViewportSize({ width: options.width, height: options.height ?? 800 });
    const response = await visitor.page.goto(shop.server.url(path), { waitUntil: 'load' });
    if (options.javaScriptEnabled !== false) await waitForPageUpgraded(visitor.page, { banner: false });
    return { ...visitor, status: response?.status() };
  }

  /** The field's value fits its box: nothing of it is scrolled out of view. */
  const showsItsValue = (page: Page, selector: string) =>
    page.locator(selector).evaluate((field: HTMLInputElement) => field.scrollWidth <= field.clientWidth);

  for (const width of [320, 390, 1280]) {
    it(`${width} px: the product's quantity shows 999 and a click on + raises it (it is not under "Do košíku")`, async () => {
      const { context, page } = await visit({ width }, PRODUCT_PATH);
      try {
        const form = '#content .add-to-basket';
        assert.deepEqual(await page.evaluate(layoutDefects, { scope: form }), []);
        const field = page.locator(`${form} .fg-number-input__input`);
        await field.fill('999');
        assert.equal(await showsItsValue(page, `${form} .fg-number-input__input`), true);
        await field.fill('1');
        await field.press('Tab');
        await page.locator(`${form} .fg-number-input__increase`).click();
        assert.equal(await field.inputValue(), '2');
        assert.equal(await page.getByRole('dialog').count(), 0, 'nothing was added to the basket');
      } finally {
        await context.close();
      }
    });
  }

  for (const width of [390, 1280]) {
    it(`${width} px without script: every header control shows an icon or its text and has a name`, async () => {
      const { context, page } = await visit({ width, javaScriptEnabled: false }, '/cs/');
      try {
        // Every icon of the header is drawn: the sprite's symbols are in by now.
        await page.waitForFunction(() =>
          [...document.querySelectorAll<SVGSVGElement>('#siteHeader svg.icon')].every(
            (icon) => icon.getClientRects().length === 0 || icon.getBBox().width > 0,
          ),
        );
        const controls = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('#siteHeader :is(a[href], button, summary, input)')]
            .filter((control) => control.checkVisibility({ visibilityProperty: true }))
            .map((control) => {
              const box = control.getBoundingClientRect();
              const icon = control.querySelector<SVGSVGElement>('svg.icon');
              const iconDrawn =
                icon !== null && icon.getBBox().width > 0 && icon.getBoundingClientRect().width > 0;
              const textShown = [control, ...control.querySelectorAll<HTMLElement>('span')].some(
                (part) =>
                  part.checkVisibility() &&
                  part.getBoundingClientRect().width > 1 &&
                  [...part.childNodes].some(
                    (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
                  ),
              );
              const name =
                control.getAttribute('aria-label') ??
                ((control as HTMLInputElement).labels?.[0]?.textContent ||
                  control.textContent ||
                  control.getAttribute('title') ||
                  '');
              return {
                control: `${control.localName}.${control.className} ${name.trim()}`,
                box: box.width > 0 && box.height > 0,
                shows: iconDrawn || textShown || control.localName === 'input',
                named: name.trim() !== '',
              };
            }),
        );
        assert.ok(controls.length >= 6, `header controls: ${controls.length}`);
        assert.deepEqual(
          controls.filter(({ box, shows, named }) => !(box && shows && named)),
          [],
        );
      } finally {
        await context.close();
      }
    });
  }

  it('contrast under the pointer: gallery ‹ ›, the lightbox ‹ ›, the flash message ×, a store name', async () => {
    const { context, page } = await visit({ width: 1280, bypassCSP: true }, PRODUCT_PATH);
    try {
      const measured: string[] = [];
      const check = async (selector: string, overPicture: boolean) => {
        await page.locator(selector).first().hover();
        const ratio = await page.evaluate(textContrast, { selector, overPicture });
        if (ratio < 4.5) measured.push(`${selector}: ${ratio.toFixed(2)}:1`);
        for (const violation of await axeViolations(page, selector)) measured.push(violation);
      };
      await check('.fg-gallery__next', true);
      await check('.fg-gallery__prev', true);
      await page.locator('.fg-gallery__open').click();
      await page.locator('dialog.fg-lightbox[open]').waitFor();
      await check('.fg-lightbox__next', true);
      await check('.fg-lightbox__prev', true);
      await page.keyboard.press('Escape');

      await page.goto(shop.server.url('/cs/category/lamps'));
      await waitForPageUpgraded(page, { banner: false });
      await inStockCard(page).getByRole('button', { name: 'Do košíku' }).click();
      await page.getByRole('dialog').locator('.fg-system__dismiss').waitFor();
      await check('.fg-system__dismiss', false);

      await page.goto(shop.server.url('/cs/stores'));
      await waitForPageUpgraded(page, { banner: false });
      await check('.fg-map-pointer__choose', false);
      assert.deepEqual(measured, []);
    } finally {
      await context.close();
    }
  });

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    it(`${width} × ${height}: the lightbox picture, its caption drawn in it, fits the window`, async () => {
      const { context, page } = await visit({ width, height }, PRODUCT_PATH);
      try {
        await page.locator('.fg-gallery__open').click();
        const image = page.locator('dialog.fg-lightbox[open] .fg-lightbox__image');
        await image.waitFor();
        await page.waitForFunction(
          () => document.querySelector<HTMLImageElement>('.fg-lightbox__image')?.complete,
        );
        const box = await image.evaluate((element) => {
          const { left, top, right, bottom } = element.getBoundingClientRect();
          return { left, top, right, bottom };
        });
        assert.ok(box.left >= 0 && box.top >= 0, JSON.stringify(box));
        assert.ok(box.right <= width + 0.5 && box.bottom <= height + 0.5, JSON.stringify(box));
      } finally {
        await context.close();
      }
    });
  }

  it('390 px: the category page shows its products before the category tree', async () => {
    const { context, page } = await visit({ width: 390 }, '/cs/category/lamps');
    try {
      const top = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => element.getBoundingClientRect().top);
      const product = await top('#content .product-card');
      assert.ok(product < (await top('#categoryTree')), 'the first product above the tree');
      assert.ok(product < 844, `the first product starts in the first screen (${product} px)`);
    } finally {
      await context.close();
    }
  });

  it('390 px: the phone menu has the sub-categories and the shopping lists, and no "Kategorie" link home', async () => {
    const { context, page } = await visit({ width: 390 }, '/cs/login');
    try {
      const form = page.locator('#loginForm');
      await form.getByLabel('E-mail').fill('jana@example.com');
      await form.getByLabel('Heslo').fill('heslo-demo-1');
      await form.getByRole('button', { name: 'Přihlásit se' }).click();
      await page.locator('#userMenu .user-menu__name').waitFor({ state: 'attached' });
      await page.goto(shop.server.url('/cs/'));
      await waitForPageUpgraded(page, { banner: false });
      // The server's <details> opens at the first tap; the component takes it over open.
      await page.locator('#phoneMenu summary').click();
      const panel = page.locator('#phoneMenu-panel');
      await panel.getByRole('button', { name: /Lampy/ }).click();
      await panel.getByRole('link', { name: 'Stropní lampy' }).waitFor();
      await panel.getByRole('link', { name: 'Nákupní seznamy' }).waitFor();
      await panel.getByRole('button', { name: /Nákupní seznamy/ }).click();
      await panel.getByRole('link', { name: /^Obývák/ }).waitFor();
      assert.equal(await panel.getByRole('link', { name: 'Kategorie' }).count(), 0);
      assert.equal(await panel.locator('a[href="/cs/"]').count(), 0);
    } finally {
      await context.close();
    }
  });

  for (const width of [320, 390, 1280]) {
    it(`${width} px: the basket's quantity field shows 999`, async () => {
      const { context, page } = await visit({ width }, '/cs/');
      try {
        await putLampInBasket(page, shop.server);
        await page.goto(shop.server.url('/cs/basket'));
        await waitForPageUpgraded(page, { banner: false });
        const field = page.locator('.basket .fg-number-input__input').first();
        await field.fill('999');
        assert.equal(await showsItsValue(page, '.basket .fg-number-input__input'), true);
      } finally {
        await context.close();
      }
    });
  }

  it('basket: a mouse click on + updates the line and leaves the focus on the quantity, not on <main>', async () => {
    const { context, page } = await visit({ width: 1280 }, '/cs/');
    try {
      await putLampInBasket(page, shop.server);
      await page.goto(shop.server.url('/cs/basket'));
      await waitForPageUpgraded(page, { banner: false });
      const field = page.locator('.basket .fg-number-input__input').first();
      const id = await field.getAttribute('id');
      const updated = page.waitForResponse((answer) => answer.request().method() === 'POST');
      await page.locator('.basket .fg-number-input__increase').first().click();
      await updated;
      await page
        .locator('.basket .fg-number-input__input')
        .first()
        .and(page.locator('[aria-valuenow="2"]'))
        .waitFor();
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      assert.equal(await page.evaluate(() => document.activeElement?.id), id);
    } finally {
      await context.close();
    }
  });

  it('a 20 000-character search answers the shop page "address too long" in the shop\'s language', async () => {
    const { context, page } = await visit({ width: 1280 }, '/de/');
    try {
      await page.locator('#search-query').fill('a'.repeat(20_000));
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.url().includes('/de/search')),
        page.locator('#search-query').press('Enter'),
      ]);
      assert.equal(response.status(), 414);
      const t = translator('de');
      await page.locator('#content h1', { hasText: t('error.badRequest') }).waitFor();
      await page.getByText(t('error.addressTooLong')).waitFor();
      assert.equal(await page.locator('#siteHeader').count(), 1, 'a page of the shop, with its header');
    } finally {
      await context.close();
    }
  });

  it('after "Přijmout vybrané" in the cookie settings the focus is on the main content, not on <body>', async () => {
    const { context, page } = await newVisitor(shop.browser);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(shop.server.url('/cs/'));
      await waitForPageUpgraded(page, { banner: true });
      await page.locator('fg-cookie-consent').getByRole('button', { name: 'Nastavení', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Nastavení cookies' })
        .getByRole('button', { name: 'Přijmout vybrané' })
        .click();
      await page.locator('.fg-cookie-consent__banner').waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'content');
    } finally {
      await context.close();
    }
  });

  it('390 × 844: the cookie banner covers at most a quarter of the screen, in every language', async () => {
    const covered: string[] = [];
    // One visitor through the ten home pages: undecided, they meet the banner on every one (a
    // visitor of their own per language only loaded the library anew each time).
    const { context, page } = await newVisitor(shop.browser);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const lang of LANGUAGES) {
        await page.goto(shop.server.url(`/${lang}/`));
        await waitForPageUpgraded(page, { banner: true });
        const box = await page.locator('.fg-cookie-consent__banner').boundingBox();
        const share = box ? (box.width * box.height) / (390 * 844) : 1;
        if (share > 0.25) covered.push(`${lang}: ${Math.round(share * 100)} %`);
      }
    } finally {
      await context.close();
    }
    assert.deepEqual(covered, []);
  });
});
