// `npm run bench:vitals`: Core Web Vitals of the demo's pages in the system Chromium, as a visitor
// sees them — cumulative layout shift (a buffered `layout-shift` PerformanceObserver, shifts without
// recent input), largest contentful paint, and the long tasks' total blocking time — per page, at a
// phone (390 px) and a desktop (1280 px) width, for a first visit (the cookie banner shows) and a
// returning one (consent given before); the demo's pages and the basket with a line
// (`/en/basket#with-a-line`: a lamp is put in first). The elements that moved are named, so a shift can be found.
// It also follows the page's scripts through the DevTools protocol: the JavaScript bytes over the
// wire, the number of script files, and the deepest chain of imports (a script requested by a
// script requested by … the entry: the entry and what the HTML preloads are depth 0).
// Needs the built library (`npm run build`). Figures go to BENCHMARKS.md with this command.
// `VITALS_PAGES=/en/stores,/en/` measures only those pages; `VITALS_DETAIL=1` prints every shift
// with its time and each moved element's box before and after. `VITALS_CPU_SLOWDOWN=6` runs the
// pages on a CPU that many times slower (the DevTools protocol's throttling), as a loaded machine
// or a low-end phone would.

import type { Page } from 'playwright-core';
import { CONSENT_COOKIE, launchChromium } from '../test/e2e/support/browser.ts';
import { DEMO_PAGES } from '../test/e2e/support/demo-pages.ts';
import { startDemoServer } from '../test/e2e/support/demo-server.ts';
import { putLampInBasket } from '../test/e2e/support/shop-actions.ts';
import { markdownTable, printRunTable } from './report-table.mjs';
import {
  VITALS_PAGE_COLUMNS,
  VITALS_VISIT_COLUMNS,
  type VitalsReading,
  vitalsPageRows,
  vitalsVisitRows,
} from './vitals-table.ts';

/** The basket once a lamp is in it (its quantity field and delivery choice are components). */
const BASKET_WITH_A_LINE = '/en/basket#with-a-line';
const PAGES: readonly string[] = process.env.VITALS_PAGES
  ? process.env.VITALS_PAGES.split(',')
  : [...DEMO_PAGES, BASKET_WITH_A_LINE];
const DETAIL = process.env.VITALS_DETAIL === '1';
const CPU_SLOWDOWN = Number(process.env.VITALS_CPU_SLOWDOWN ?? 1);
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
    __vitals: { cls: number; lcp: number; tbt: number; shifted: string[]; detail: string[] };
  }
}

/**
 * Installed before any script of the page runs. A string, not a function: the TypeScript loader
 * would wrap a function's inner functions in a helper that does not exist in the page.
 */
const OBSERVE_VITALS = `(() => {
  const vitals = { cls: 0, lcp: 0, tbt: 0, shifted: [], detail: [] };
  const box = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + '×' + Math.round(r.height);
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
      for (const source of entry.sources || []) {
        vitals.shifted.push(nameOf(source.node));
        vitals.detail.push(entry.value.toFixed(4) + ' at ' + Math.round(entry.startTime) + ' ms: ' +
          nameOf(source.node) + ' ' + box(source.previousRect) + ' → ' + box(source.currentRect));
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.tbt += Math.max(0, entry.duration - ${LONG_TASK_MS});
  }).observe({ type: 'longtask', buffered: true });
})();`;

interface ScriptRequest {
  url: string;
  parent: string | undefined;
  bytes: number;
}

/** The script requests of a page and who asked for each (the DevTools protocol's initiator). */
async function watchScripts(
  page: Page,
): Promise<() => { bytes: number; files: number; depth: number; chain: string }> {
  const cdp = await page.context().newCDPSession(page);
  const requests = new Map<string, ScriptRequest>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type !== 'Script') return;
    const { initiator } = event;
    const frames = initiator.stack?.callFrames ?? initiator.stack?.parent?.callFrames ?? [];
    requests.set(event.requestId, {
      url: event.request.url,
      parent: initiator.url ?? frames[0]?.url,
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return () => {
    const byUrl = new Map([...requests.values()].map((request) => [request.url, request]));
    /** The entry (and anything the HTML asks for) is depth 0; a script asked for by a script one more. */
    const chainOf = (request: ScriptRequest, seen = new Set<string>()): string[] => {
      const parent = request.parent === undefined ? undefined : byUrl.get(request.parent);
      if (!parent || seen.has(parent.url)) return [request.url];
      seen.add(request.url);
      return [...chainOf(parent, seen), request.url];
    };
    let longest: string[] = [];
    for (const request of byUrl.values()) {
      const chain = chainOf(request);
      if (chain.length > longest.length) longest = chain;
    }
    const short = (url: string) => url.replace(/^.*\//, '').replace(/-[\w-]{7}\.js$/, '');
    return {
      bytes: [...byUrl.values()].reduce((sum, request) => sum + request.bytes, 0),
      files: byUrl.size,
      depth: longest.length - 1,
      chain: longest.map(short).join(' → '),
    };
  };
}

const server = await startDemoServer();
const browser = await launchChromium();
const readings: VitalsReading[] = [];
const NOT_MEASURED = { cls: 0, lcp: 0, tbt: 0, bytes: 0, files: 0, depth: 0, shifted: [] };
const details: string[] = [];
const chains = new Set<string>();
let worst = 0;
let deepest = 0;
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
        if (path === BASKET_WITH_A_LINE) await putLampInBasket(page, server);
        const scripts = await watchScripts(page);
        const response = await page.goto(server.url(path), { waitUntil: 'load' });
        if (response?.status() !== 200) {
          const status = `HTTP ${response?.status() ?? '—'}`;
          readings.push({ path, width: size.name, visit, status, ...NOT_MEASURED });
          await context.close();
          continue;
        }
        await page.waitForTimeout(SETTLE_MS);
        const vitals = await page.evaluate(() => window.__vitals);
        const js = scripts();
        worst = Math.max(worst, vitals.cls);
        deepest = Math.max(deepest, js.depth);
        if (js.depth > 2) chains.add(`${path}: ${js.chain}`);
        if (DETAIL) for (const line of vitals.detail) details.push(`${path} ${size.name} ${visit}: ${line}`);
        readings.push({
          path,
          width: size.name,
          visit,
          cls: vitals.cls,
          lcp: vitals.lcp,
          tbt: vitals.tbt,
          bytes: js.bytes,
          files: js.files,
          depth: js.depth,
          shifted: vitals.shifted,
        });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}

console.log('each page at a phone and a desktop width, first and returning visit: the worst or the range');
printRunTable({
  command: 'npm run bench:vitals',
  columns: VITALS_PAGE_COLUMNS,
  rows: vitalsPageRows(readings),
});
console.log('\nEvery page, width and visit:\n');
console.log(markdownTable(VITALS_VISIT_COLUMNS, vitalsVisitRows(readings)));
console.log(`\nWorst CLS: ${worst.toFixed(3)} (goal ≤ 0.02; Google's "good" ≤ 0.1)`);
console.log(`Deepest import chain: ${deepest} (goal ≤ 2)`);
for (const chain of chains) console.log(`  ${chain}`);
if (DETAIL) for (const line of details) console.log(line);
