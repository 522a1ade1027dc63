/**
 * The category tree (`<fg-aside-nav>`) beside a listing and the in-page list (`<fg-anchors-list>`) of
 * the shopping help, in real Chromium on the real server, at phone (390 px) and desktop (1280 px)
 * width: the server markup takes the same place as the upgraded element, the tree keeps its open
 * branches across the partial update a category link makes, and the list scrolls to a section,
 * puts its hash in the address and marks it — all axe-clean.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { newVisitor } from './support/browser.ts';
import {
  markWindow,
  scrollToComponent,
  waitForShopScript,
  windowStillMarked,
} from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

const WIDTHS = [390, 1280] as const;
const HEIGHT = 800;

/**
 * The box of the element's `<nav>` within the place the layout gives the element (its parent),
 * rounded to whole pixels. What comes before that place may differ with and without script: the
 * header (a phone gets the menu button only with script) and, on a phone, the listing above the
 * category tree (the filter's components are not the size of its plain form, by design; the page's
 * layout shift while they arrive is test/e2e/layout-shift.test.ts's). The nav within its place
 * must not.
 */
function navBox(page: Page, id: string): Promise<number[]> {
  return page.evaluate((elementId) => {
    const element = document.getElementById(elementId);
    const box = element?.querySelector('nav')?.getBoundingClientRect();
    const place = element?.parentElement?.getBoundingClientRect();
    if (!box || !place) return [];
    return [box.x - place.x, box.y - place.y, box.width, box.height].map(Math.round);
  }, id);
}

describe('fg-aside-nav and fg-anchors-list in the demo shop', () => {
  const shop = useShopAndBrowser();

  const visitor = async (width: number, options: { javaScriptEnabled?: boolean } = {}) => {
    const opened = await newVisitor(shop.browser, {
      consentGivenOn: shop.server.origin,
      locale: 'en-GB',
      bypassCSP: true,
      ...options,
    });
    await opened.page.setViewportSize({ width, height: HEIGHT });
    return opened;
  };

  for (const width of WIDTHS) {
    it(`upgrades both without moving them (${width} px)`, async () => {
      // One visitor of each kind for both pages: what is compared is each page once rendered.
      const plain = await visitor(width, { javaScriptEnabled: false });
      const enhanced = await visitor(width);
      try {
        for (const [path, id, rendered] of [
          ['/en/category/table-lamps', 'categoryTree', '#categoryTree button.fg-aside-nav__toggle'],
          ['/en/help', 'helpContents', '#helpContents:defined nav'],
        ] as const) {
          await plain.page.goto(shop.server.url(path));
          await enhanced.page.goto(shop.server.url(path));
          await waitForShopScript(enhanced.page);
          // The list upgrades as it nears the window (below the products on a phone), the tree when
          // the shopper reaches for it (the pointer over it).
          await scrollToComponent(enhanced.page, `#${id}`);
          await enhanced.page.hover(`#${id} nav`);
          await enhanced.page.locator(rendered).first().waitFor();
          assert.deepEqual(await navBox(enhanced.page, id), await navBox(plain.page, id), path);
        }
      } finally {
        await plain.context.close();
        await enhanced.context.close();
      }
    });

    it(`keeps the tree's open branches across a category link's partial update (${width} px)`, async () => {
      const { context, page } = await visitor(width);
      try {
        await page.goto(shop.server.url('/en/category/lamps'));
        await waitForShopScript(page);
        await scrollToComponent(page, '#categoryTree');
        await markWindow(page);
        // The tree waits for the shopper: a tap on a branch's toggle (a link to the category until
        // then) upgrades it and is replayed on the button rendered in its place, which opens it.
        const toggle = await page.getByRole('link', { name: 'Chairs: subcategories' }).boundingBox();
        assert.ok(toggle);
        await page.mouse.click(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2);
        const chairs = page.getByRole('button', { name: 'Chairs: subcategories' });
        await page.waitForFunction(
          () =>
            document
              .querySelector('#categoryTree [data-key="chairs"] button.fg-aside-nav__toggle')
              ?.getAttribute('aria-expanded') === 'true',
        );
        await chairs.focus();
        await page.keyboard.press('Enter');
        assert.equal(await chairs.getAttribute('aria-expanded'), 'false');
        await page.keyboard.press('Enter');
        assert.equal(await chairs.getAttribute('aria-expanded'), 'true');
        const tree = page.getByRole('navigation', { name: 'Categories' });
        await tree.getByRole('link', { name: 'Office chairs' }).click();
        await page.waitForURL(/\/en\/category\/office-chairs$/);
        const current = tree.locator('a[aria-current="page"]');
        await current.waitFor();
        assert.equal(await current.textContent(), 'Office chairs');
        assert.equal(await windowStillMarked(page), true, 'a partial update, not a page load');
        await page.locator('#categoryTree button.fg-aside-nav__toggle').first().waitFor();
        assert.equal(
          await page.getByRole('button', { name: 'Lamps: subcategories' }).getAttribute('aria-expanded'),
          'true',
          'the branch opened before stays open',
        );
        assert.deepEqual(await axeViolations(page, '#categoryTree'), []);
      } finally {
        await context.close();
      }
    });

    it(`keeps a keyboard visitor's focus on the tree's toggle they reached as it upgrades (${width} px)`, async () => {
      const { context, page } = await visitor(width);
      try {
        await page.goto(shop.server.url('/en/category/lamps'));
        await waitForShopScript(page);
        // The focus upgrades the tree; the server's toggle has no id, so the rendered one at its place takes the focus.
        await page.locator('#categoryTree a.fg-aside-nav__toggle[href$="/chairs"]').focus();
        await page.locator('#categoryTree button.fg-aside-nav__toggle').first().waitFor();
        await page.waitForFunction(() => document.activeElement !== document.body);
        assert.deepEqual(
          await page.evaluate(() => [
            document.activeElement?.localName,
            document.activeElement?.closest('[data-key]')?.getAttribute('data-key'),
          ]),
          ['button', 'chairs'],
        );
        await page.keyboard.press('Enter');
        assert.equal(
          await page.getByRole('button', { name: 'Chairs: subcategories' }).getAttribute('aria-expanded'),
          'true',
        );
      } finally {
        await context.close();
      }
    });

    it(`scrolls to a section, puts its hash in the address and marks it (${width} px)`, async () => {
      const { context, page } = await visitor(width);
      try {
        await page.goto(shop.server.url('/en/help'));
        await waitForShopScript(page);
        await page.locator('#helpContents:defined nav').waitFor();
        await markWindow(page);
        const list = page.getByRole('navigation', { name: 'On this page' });
        const payment = list.getByRole('link', { name: 'Payment' });
        await payment.click();
        assert.equal(new URL(page.url()).hash, '#payment');
        assert.equal(await payment.getAttribute('aria-current'), 'location');
        assert.equal(await page.evaluate(() => document.activeElement?.id), 'payment');
        // The 500 ms animation ends with the section at the top of the window, or as near as the page
        // lets it come: at its end (a wide window leaves little page below the last sections).
        await page.waitForFunction(() => {
          const top = document.getElementById('payment')?.getBoundingClientRect().top ?? 99;
          const end = document.documentElement.scrollHeight - window.innerHeight;
          return Math.abs(top) < 2 || (top > 0 && Math.abs(window.scrollY - end) < 2);
        });
        assert.equal(await windowStillMarked(page), true);
        // Scrolling back up marks the section being read.
        await page.evaluate(() => {
          const top = document.getElementById('delivery')?.getBoundingClientRect().top ?? 0;
          window.scrollTo({ top: window.scrollY + top, behavior: 'instant' });
        });
        await list.locator('a[aria-current="location"]', { hasText: 'Delivery' }).waitFor();
        assert.deepEqual(await axeViolations(page, '.help-page'), []);
      } finally {
        await context.close();
      }
    });
  }

  it('jumps at once when the visitor asks for reduced motion', async () => {
    const { context, page } = await visitor(1280);
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(shop.server.url('/en/help'));
      await waitForShopScript(page);
      await page.locator('#helpContents:defined nav').waitFor();
      await page
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link', { name: 'Returns' })
        .click();
      const top = await page.evaluate(() =>
        Math.round(document.getElementById('returns')?.getBoundingClientRect().top ?? -1),
      );
      const atEnd = await page.evaluate(
        () => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2,
      );
      assert.ok(top === 0 || atEnd, `at the section or as far as the page goes (top ${top})`);
    } finally {
      await context.close();
    }
  });
});
