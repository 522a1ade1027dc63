/**
 * Checks that read the page through `evaluate` alone, so one code serves Playwright's `Page`
 * (page-checks.ts) and the driver-neutral `Shopper` (shopper-checks.ts).
 */

/** What these checks need of a page: a function of one string run in it. */
export interface InPage {
  evaluate<R>(fn: (arg: string) => R | Promise<R>, arg: string): Promise<R>;
}

/** The one script a shop page includes (dist/ served under /assets/). */
const LIBRARY_SCRIPT = '/assets/storefront-elements.js';

/**
 * Resolves once the library has started on the page: `<fg-partial-update>` is upgraded, so its
 * click and submit listeners are in place (a click before that would be a plain navigation).
 * `waitAttached` is the driver's wait for an element in the document.
 */
export async function waitForLibrary(
  page: InPage,
  waitAttached: (css: string) => Promise<unknown>,
): Promise<void> {
  try {
    await waitAttached('fg-partial-update:defined');
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
export async function markWindow(page: InPage): Promise<void> {
  await page.evaluate((name) => {
    (window as unknown as Record<string, unknown>)[name] = true;
  }, MARKER);
}

/** True while the window marked by `markWindow` is still the same document (no full reload). */
export function windowStillMarked(page: InPage): Promise<boolean> {
  return page.evaluate((name) => (window as unknown as Record<string, unknown>)[name] === true, MARKER);
}
