import type { Page } from 'playwright-core';

/** The demo's pages a visitor reaches without an account, one of each kind (English addresses). */
export const DEMO_PAGES = [
  '/en/',
  '/en/category/lamps',
  '/en/product/2',
  '/en/inspiration',
  '/en/basket',
  '/en/comparison',
  '/en/news',
  '/en/actions',
  '/en/downloads',
  '/en/help',
  '/en/stores',
  '/en/search?q=lamp',
  '/en/login',
  '/qf/en/ramjet/register',
  '/en/cookie-information',
] as const;

/** Tags of layers that load themselves and render no component of their own in place. */
const SELF_LOADING_TAGS = ['fg-partial-update', 'fg-popup', 'fg-cookie-consent'];

/**
 * Resolves once the page looks as it will stay: the fonts are in, every component element is
 * defined and has started its first render (React commits it, replacing the server markup, within
 * the two frames waited at the end), the icon sprite is in, the cookie banner is laid out when
 * `banner` is expected, and a store map has its markers. Then two frames, so the last of it has
 * been laid out and painted.
 */
export async function waitForPageUpgraded(page: Page, { banner }: { banner: boolean }): Promise<void> {
  await page.waitForFunction(
    async ({ selfLoading, banner }) => {
      await document.fonts.ready;
      const components = [...document.querySelectorAll<HTMLElement>('*')].filter(
        (element) => element.localName.startsWith('fg-') && !selfLoading.includes(element.localName),
      );
      const rendered = components.every(
        (element) =>
          customElements.get(element.localName) !== undefined &&
          (element as HTMLElement & { lifecycleState?: string }).lifecycleState !== 'decorated',
      );
      const sprite = document.querySelector('[data-fg-icon-sprite]') !== null;
      const bannerBox = document.querySelector('.fg-cookie-consent__banner')?.getBoundingClientRect();
      const bannerShown = !banner || (bannerBox !== undefined && bannerBox.height > 0);
      const map = document.querySelector('.fg-map-pointer__map');
      const mapDrawn = !map || map.querySelector('.leaflet-marker-icon') !== null;
      return rendered && sprite && bannerShown && mapDrawn;
    },
    { selfLoading: SELF_LOADING_TAGS, banner },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Sums the page's layout shifts without recent input from its first moment on; call before
 * `goto`. The observer's callback is a task of its own that may come after a read: a read first
 * takes the entries still waiting for it (`takeRecords`). A string, not a function: the TypeScript
 * loader would wrap a function's inner functions in a helper the page does not have.
 */
const SUM_LAYOUT_SHIFT = `(() => {
  let total = 0;
  let excused = 0;
  const add = (entries) => {
    for (const entry of entries) {
      if (entry.hadRecentInput) excused += entry.value;
      else total += entry.value;
    }
  };
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  window.__layoutShift = () => {
    add(observer.takeRecords());
    return total;
  };
  window.__layoutShiftExcused = () => excused;
})();`;

/** The shift left out of the sum as following recent input (for a failure's message). */
export function excusedLayoutShift(page: Page): Promise<number> {
  return page.evaluate('window.__layoutShiftExcused()') as Promise<number>;
}

export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(SUM_LAYOUT_SHIFT);
  // Two frames: the last change has been laid out and its shift recorded before the read.
  return () =>
    page.evaluate(
      `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__layoutShift()))))`,
    ) as Promise<number>;
}
