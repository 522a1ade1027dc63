import type { Locator, Page } from 'playwright-core';

/** The one script a shop page includes (dist/ served under /assets/). */
const LIBRARY_SCRIPT = '/assets/storefront-elements.js';

/**
 * Resolves once the library has started on the page: `<fg-partial-update>` is upgraded, so its
 * click and submit listeners are in place (a click before that would be a plain navigation).
 */
export async function waitForShopScript(page: Page): Promise<void> {
  try {
    await page.waitForSelector('fg-partial-update:defined', { state: 'attached' });
  } catch (error) {
    // Say why when the cause is the build, not the page: dist/ is missing or being rebuilt.
    const status = await page.evaluate(
      async (src) => (await fetch(src, { method: 'HEAD', cache: 'no-store' })).status,
      LIBRARY_SCRIPT,
    );
    if (status !== 200) {
      throw new Error(
        `The library did not start: ${LIBRARY_SCRIPT} answered ${status} (run \`npm run build\`).`,
      );
    }
    throw error;
  }
}

const MARKER = '__storefrontE2eMarker';

/** Puts a marker on `window`; a full page load loses it, a partial update keeps it. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate((name) => {
    (window as unknown as Record<string, unknown>)[name] = true;
  }, MARKER);
}

/** True while the window marked by `markWindow` is still the same document (no full reload). */
export function windowStillMarked(page: Page): Promise<boolean> {
  return page.evaluate((name) => (window as unknown as Record<string, unknown>)[name] === true, MARKER);
}

/** True when the focused element (looked up through open shadow roots) lies inside the locator's element. */
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
