/**
 * The cookie banner and keyboard focus (WCAG 2.2 SC 2.4.11 Focus Not Obscured): while the
 * non-modal banner shows at the bottom of the window, an element of the page that receives focus
 * is not hidden behind it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newVisitor } from './support/browser.ts';
import { waitForShopScript } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

describe('cookie banner and focus', () => {
  const shop = useShopAndBrowser();

  it('a focused control at the end of the page is not hidden behind the banner', async () => {
    const { context, page } = await newVisitor(shop.browser);
    try {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(shop.server.url('/qf/cs/ramjet/register'));
      await waitForShopScript(page);
      await page.locator('fg-cookie-consent').getByRole('heading', { name: 'Používáme cookies' }).waitFor();
      const submit = page.locator('#content form button[type=submit]');
      await submit.focus();
      const covering = await submit.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top === button || button.contains(top)
          ? null
          : (top?.outerHTML.slice(0, 80) ?? 'outside the window');
      });
      assert.equal(covering, null, 'the focused submit button is visible, not covered');
    } finally {
      await context.close();
    }
  });
});
