import type { Page } from 'playwright-core';
import type { Shopper } from './shopper.ts';

/** In-page: the header's components are upgraded, the icon sprite is in the page and the fonts are in. */
async function headerReady(): Promise<boolean> {
  return (
    ['fg-web-layout', 'fg-greedy-menu', 'fg-menu-collapse', 'fg-menu-search', 'fg-add-svg-icon-sprite'].every(
      (tag) => customElements.get(tag),
    ) &&
    document.querySelector('[data-fg-icon-sprite]') !== null &&
    (await document.fonts.ready) !== undefined
  );
}

/** In-page: two frames, so the components' first render has been laid out and painted. */
function twoFrames(): Promise<unknown> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** The header is ready (`headerReady`) and painted, in Playwright's page. */
export async function waitForHeader(page: Page): Promise<void> {
  await page.waitForFunction(headerReady);
  await page.evaluate(twoFrames);
}

/** The same for a shopper, in any of the three browsers. */
export async function waitForShopperHeader(shopper: Shopper): Promise<void> {
  await shopper.waitUntil('the header components, the icon sprite and the fonts', headerReady);
  await shopper.evaluate(twoFrames);
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
