/**
 * The page frame of the demo with its header components: the phone menu (MenuCollapse) and search
 * (MenuSearch) by keyboard, the priority+ navigation (GreedyMenu) across widths, the hiding header
 * (WebLayout) and the icon sprite (AddSvgIconSprite) kept once across partial updates.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { newVisitor } from './support/browser.ts';
import { waitForHeader } from './support/header-checks.ts';
import { markWindow, watchErrors, windowStillMarked } from './support/page-checks.ts';
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

  it('phone: the menu opens by keyboard, a level expands, Escape closes back to the button', async () => {
    const { context, page } = await visit(390, '/cs/');
    try {
      const menuButton = page.locator('.menu-collapse__button');
      await menuButton.focus();
      await page.keyboard.press('Enter');
      await page.locator('#phoneMenu-panel').waitFor();
      assert.equal(await menuButton.getAttribute('aria-expanded'), 'true');
      assert.equal(await focusedText(page), 'Kategorie');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await page.locator('#phoneMenu-panel').getByRole('link', { name: 'Lampy' }).waitFor();
      await page.keyboard.press('Escape');
      await page.locator('#phoneMenu-panel').waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.className), 'menu-collapse__button');
      assert.deepEqual(await axeViolations(page, '.site-header'), []);
    } finally {
      await context.close();
    }
  });

  it('phone: a category chosen in the menu loads as a partial update and closes the menu', async () => {
    const { context, page } = await visit(390, '/cs/');
    try {
      await markWindow(page);
      await page.locator('.menu-collapse__button').click();
      await page.locator('.menu-collapse__sub-toggle').click();
      await page.locator('#phoneMenu-panel').getByRole('link', { name: 'Židle' }).click();
      await page.locator('#content h1', { hasText: 'Židle' }).waitFor();
      assert.equal(await windowStillMarked(page), true, 'no full page load');
      await page.locator('#phoneMenu-panel').waitFor({ state: 'hidden' });
      assert.equal(await page.locator('[data-fg-icon-sprite]').count(), 1, 'one sprite');
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

  it('the header hides on scrolling down and returns on scrolling up, the content staying put', async () => {
    const { context, page } = await visit(1280, '/cs/category/lamps');
    try {
      const layout = page.locator('fg-web-layout');
      const contentTop = () => page.evaluate(() => document.getElementById('content')?.offsetTop);
      const before = await contentTop();
      const scrollTo = (top: number) =>
        page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
      await scrollTo(600);
      await page.locator('fg-web-layout[data-header-hidden]').waitFor({ state: 'attached' });
      assert.equal(await contentTop(), before);
      await scrollTo(400);
      await page.waitForFunction(
        () => !document.querySelector('fg-web-layout')?.hasAttribute('data-header-hidden'),
      );
      assert.equal(await layout.getAttribute('data-layout'), 'desktop');
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
