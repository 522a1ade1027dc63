// `npm run bench:vitals`: Core Web Vitals of the demo's pages in the system Chromium, as a visitor
// sees them — cumulative layout shift (a buffered `layout-shift` PerformanceObserver, shifts without
// recent input), largest contentful paint, and the long tasks' total blocking time — per page, at a
// phone (390 px) and a desktop (1280 px) width, for a first visit (the cookie banner shows) and a
// returning one (consent given before). The elements that moved are named, so a shift can be found.
// Needs the built library (`npm run build`). Figures go to BENCHMARKS.md with this command.

import { CONSENT_COOKIE, launchChromium } from '../test/e2e/support/browser.ts';
import { startDemoServer } from '../test/e2e/support/demo-server.ts';

const PAGES = [
  '/en/',
  '/en/category/lamps',
  '/en/product/2',
  '/en/basket',
  '/en/news',
  '/en/search?q=lamp',
  '/en/comparison',
  '/en/login',
  '/en/stores',
  '/en/help',
];
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];
/** After load, the page is watched this long: components upgrade and the banner arrives in it. */
const SETTLE_MS = 2500;
/** A long task blocks for what it lasts beyond 50 ms (Lighthouse's total blocking time). */
const LONG_TASK_MS = 50;

declare global {
  interface Window {
    __vitals: { cls: number; lcp: number; tbt: number; shifted: string[] };
  }
}

/**
 * Installed before any script of the page runs. A string, not a function: the TypeScript loader
 * would wrap a function's inner functions in a helper that does not exist in the page.
 */
const OBSERVE_VITALS = `(() => {
  const vitals = { cls: 0, lcp: 0, tbt: 0, shifted: [] };
  window.__vitals = vitals;
  const nameOf = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const id = node.id ? '#' + node.id : '';
    const first = typeof node.className === 'string' ? node.className.split(/\\s+/)[0] : '';
    return node.localName + id + (first ? '.' + first : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      vitals.cls += entry.value;
      for (const source of entry.sources || []) vitals.shifted.push(nameOf(source.node));
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.tbt += Math.max(0, entry.duration - ${LONG_TASK_MS});
  }).observe({ type: 'longtask', buffered: true });
})();`;

const server = await startDemoServer();
const browser = await launchChromium();
const rows: string[] = [];
let worst = 0;
try {
  for (const path of PAGES) {
    for (const size of WIDTHS) {
      for (const visit of ['first', 'returning'] as const) {
        const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
        if (visit === 'returning') {
          await context.addCookies([{ name: CONSENT_COOKIE, value: '5', url: server.origin }]);
        }
        await context.addInitScript(OBSERVE_VITALS);
        const page = await context.newPage();
        const response = await page.goto(server.url(path), { waitUntil: 'load' });
        if (response?.status() !== 200) {
          rows.push(`| ${path} | ${size.name} | ${visit} | HTTP ${response?.status() ?? '—'} | | | |`);
          await context.close();
          continue;
        }
        await page.waitForTimeout(SETTLE_MS);
        const vitals = await page.evaluate(() => window.__vitals);
        worst = Math.max(worst, vitals.cls);
        const shifted = [...new Set(vitals.shifted)].slice(0, 4).join(', ');
        rows.push(
          `| ${path} | ${size.name} | ${visit} | ${vitals.cls.toFixed(3)} | ${Math.round(vitals.lcp)} ms | ${Math.round(vitals.tbt)} ms | ${shifted} |`,
        );
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}

console.log('| page | width | visit | CLS | LCP | blocking | moved |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
console.log(`\nWorst CLS: ${worst.toFixed(3)} (goal ≤ 0.02; Google's "good" ≤ 0.1)`);
