import type { Page } from 'playwright-core';
import type { Shopper } from './shopper.ts';

/**
 * In-page: the header is as a shopper first sees it: the layout root has upgraded (`data-layout`),
 * the priority+ menu has too where it is shown (it upgrades when the page is idle; a phone layout
 * hides it), the icon sprite is in the page and the fonts are in. The phone menu and search and the
 * search suggestions wait for the shopper to reach for them (src/protocol/upgrade-defaults.ts).
 */
async function headerReady(): Promise<boolean> {
  const greedyMenu = document.querySelector('fg-greedy-menu');
  const greedyMenuShown = greedyMenu !== null && greedyMenu.getClientRects().length > 0;
  return (
    document.querySelector('fg-web-layout[data-layout]') !== null &&
    (!greedyMenuShown || customElements.get('fg-greedy-menu') !== undefined) &&
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
  await shopper.waitUntil(
    'the layout root, the priority+ menu where shown, the icon sprite and the fonts',
    headerReady,
  );
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
