/**
 * The page frame of the demo with its header components: the phone search (MenuSearch) by
 * keyboard, the priority+ navigation (GreedyMenu) and the layout (WebLayout) across widths, and the
 * page without script.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { newVisitor } from './support/browser.ts';
import { waitForHeader } from './support/header-checks.ts';
import { watchErrors } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

describe('header', () => {
  const shop = useShopAndBrowser();

  async function visit(width: number, path: string, bypassCSP = false) {
    const visitor = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin, bypassCSP });
    await visitor.page.setViewportSize({ width, height: 800 });
    await visitor.page.goto(shop.server.url(path));
    await waitForHeader(visitor.page);
    return visitor;
  }

  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

  it('phone: the menu button opens the categories with the focus on the first link; Escape closes it', async () => {
    const { context, page } = await visit(390, '/en/');
    try {
      const errors = watchErrors(page);
      // The server's <details> until the component has rendered its button.
      const menuButton = page.locator('button[aria-controls="phoneMenu-panel"]');
      await menuButton.waitFor();
      const panel = page.locator('#phoneMenu-panel');
      assert.equal(await panel.isVisible(), false);
      await menuButton.click();
      await panel.waitFor();
      assert.equal(await menuButton.getAttribute('aria-expanded'), 'true');
      assert.equal(await focusedText(page), await panel.locator('a').first().textContent());
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      assert.equal(await menuButton.getAttribute('aria-expanded'), 'false');
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-controls')),
        'phoneMenu-panel',
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('phone: the header slides away while scrolling down and comes back on scrolling up', async () => {
    const { context, page } = await visit(390, '/en/category/lamps');
    try {
      const layout = page.locator('fg-web-layout#page');
      await page.waitForFunction(() => document.getElementById('page')?.hasAttribute('data-layout'));
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => document.getElementById('page')?.hasAttribute('data-header-hidden'));
      await page.mouse.wheel(0, -200);
      await page.waitForFunction(() => !document.getElementById('page')?.hasAttribute('data-header-hidden'));
      assert.equal(await layout.getAttribute('data-layout'), 'phone');
    } finally {
      await context.close();
    }
  });

  it('phone: the search button expands into the field with suggestions; Escapes collapse it', async () => {
    const { context, page } = await visit(390, '/cs/');
    try {
      const errors = watchErrors(page);
      const searchButton = page.locator('button.menu-search__button');
      const field = page.locator('#search-query');
      assert.equal(await field.isVisible(), false);
      await searchButton.focus();
      await page.keyboard.press('Enter');
      await field.waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'search-query');
      await field.pressSequentially('har');
      await page.locator('[role="option"]', { hasText: 'Harbor' }).first().waitFor();
      await page.keyboard.press('Escape'); // closes the suggestions
      await page.keyboard.press('Escape'); // clears the field
      assert.equal(await field.inputValue(), '');
      await page.keyboard.press('Escape'); // collapses the search
      await field.waitFor({ state: 'hidden' });
      assert.equal(await searchButton.getAttribute('aria-expanded'), 'false');
      assert.equal(
        await page.evaluate(() => document.activeElement?.classList.contains('menu-search__button')),
        true,
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('desktop: links that do not fit move into More, and come back when the window widens', async () => {
    const { context, page } = await visit(800, '/en/');
    try {
      const more = page.locator('.greedy-menu__more-button');
      await more.waitFor();
      await more.focus();
      await page.keyboard.press('Enter');
      const overflow = page.locator('#mainNav-more');
      await overflow.getByRole('link', { name: 'Special offers' }).waitFor();
      await page.keyboard.press('Escape');
      await overflow.waitFor({ state: 'hidden' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await more.waitFor({ state: 'hidden' });
      const shown = await page.locator('.greedy-menu__item:not([hidden]) a').allTextContents();
      assert.deepEqual(shown, [
        'Lamps',
        'Chairs',
        'Tables',
        'Shelves',
        'Textiles',
        'Kitchen',
        'News',
        'Special offers',
      ]);
      assert.equal(await page.locator('fg-web-layout').getAttribute('data-layout'), 'desktop');
      await page.setViewportSize({ width: 390, height: 800 });
      await page.locator('fg-web-layout[data-layout="phone"]').waitFor({ state: 'attached' });
    } finally {
      await context.close();
    }
  });

  it('without script: every category link, the search form and the phone menu as a native disclosure', async () => {
    const visitor = await newVisitor(shop.browser, {
      javaScriptEnabled: false,
      consentGivenOn: shop.server.origin,
    });
    try {
      const { page } = visitor;
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(shop.server.url('/cs/'));
      assert.equal(await page.locator('#search-query').isVisible(), true);
      await page.locator('.menu-collapse > summary').click();
      await page.locator('.menu-collapse__panel').getByRole('link', { name: 'Lampy' }).waitFor();
      await page.setViewportSize({ width: 1280, height: 800 });
      assert.equal(await page.locator('.greedy-menu__item a').count(), 8);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(sideways <= 0);
    } finally {
      await visitor.context.close();
    }
  });
});
