import type { Locator, Page } from 'playwright-core';
import { waitForLibrary } from './window-checks.ts';

export { markWindow, windowStillMarked } from './window-checks.ts';

/** Resolves once the library has started on the page (window-checks.ts). */
export function waitForShopScript(page: Page): Promise<void> {
  return waitForLibrary(page, (css) => page.waitForSelector(css, { state: 'attached' }));
}

/** True when the focused element (looked up through open shadow roots) lies inside the locator's element. */
/**
 * The visitor scrolls to a component element, as they would to use it: components further down the
 * page upgrade as they near the window (docs/elements.md, "When an element upgrades").
 */
export async function scrollToComponent(page: Page, css: string): Promise<void> {
  await page.locator(css).first().scrollIntoViewIfNeeded();
}

export function focusIsInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return false;
    return element.contains(active) || (element.shadowRoot?.contains(active) ?? false);
  });
}

/**
 * Collects the page's console errors and uncaught script errors from now on, so a test can assert
 * a clean run with `assert.deepEqual(errors, [])`.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
