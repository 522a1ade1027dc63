import type { Page } from 'playwright-core';

/** The header's components are upgraded, the icon sprite is in the page and the fonts are in. */
export async function waitForHeader(page: Page): Promise<void> {
  await page.waitForFunction(
    async () =>
      [
        'fg-web-layout',
        'fg-greedy-menu',
        'fg-menu-collapse',
        'fg-menu-search',
        'fg-add-svg-icon-sprite',
      ].every((tag) => customElements.get(tag)) &&
      document.querySelector('[data-fg-icon-sprite]') !== null &&
      (await document.fonts.ready) !== undefined,
  );
  // Two frames: the components' first render has been laid out and painted.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The page's cumulative layout shift so far (shifts right after an input do not count). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[];
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0);
  });
}
