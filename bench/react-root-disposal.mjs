// 1 000 partial updates, each replacing a region that holds 20 React elements (fg-number-input):
// afterwards no React root may stay mounted beyond the 20 on the page, and the DOM node and
// event-listener counts (Chromium's Memory.getDOMCounters after a forced GC) may not grow
// between update 100 and update 1 000.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { launchChromium } from './browser.mjs';
import { printRunTable, spacedThousands } from './report-table.mjs';
import { serve } from './serve-static.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ELEMENTS = 20;
const UPDATES = Number(process.env.BENCH_UPDATES ?? 1000);
/** Longer than any timer a partial update leaves behind (the 500 ms scroll of a swapped region). */
const SETTLE_MS = 1000;

const region = (round) =>
  `<div id="region">${Array.from(
    { length: ELEMENTS },
    (_, i) =>
      `<fg-number-input id="qty-${round}-${i}" name="qty${i}" min="1" max="9"><label>Qty <input type="number" name="qty${i}" value="${(i % 9) + 1}"></label></fg-number-input>`,
  ).join('')}</div>`;

async function bundle() {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['bench/fixtures/react-roots-entry.ts'],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

export async function runReactRootDisposal() {
  let round = 0;
  const server = await serve({
    '/': {
      type: 'text/html',
      body: `<!doctype html><html lang="cs"><body><fg-partial-update target="region">${region('initial')}</fg-partial-update><script type="module" src="/entry.js"></script></body></html>`,
    },
    '/entry.js': { type: 'text/javascript', body: await bundle() },
    '/region': () => ({ type: 'text/html', body: region(round++) }),
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${server.origin}/`);
    await page.waitForFunction((n) => window.bench?.mountedRootCount() === n, ELEMENTS);
    const counters = async () => {
      // The last update's timers (announcement 100 ms, scroll 250/500 ms) still hold its elements:
      // let them run, then collect twice (the first pass frees what the second can then free).
      await page.waitForTimeout(SETTLE_MS);
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return cdp.send('Memory.getDOMCounters');
    };
    const updates = (count) =>
      page.evaluate(
        async ({ count, n }) => {
          for (let i = 0; i < count; i += 1) {
            await window.bench.partialUpdate({ target: 'region', url: '/region' });
            // Elements mount on connect; wait until the fresh region's roots are all up.
            while (window.bench.mountedRootCount() !== n)
              await new Promise((resolve) => setTimeout(resolve, 0));
          }
          return window.bench.mountedRootCount();
        },
        { count, n: ELEMENTS },
      );
    let started = performance.now();
    const rootsAt100 = await updates(100);
    let elapsed = performance.now() - started;
    const at100 = await counters();
    started = performance.now();
    const roots = await updates(UPDATES - 100);
    elapsed += performance.now() - started;
    const atEnd = await counters();
    return {
      updates: UPDATES,
      elements: ELEMENTS,
      rootsAt100,
      roots,
      at100,
      atEnd,
      msPerUpdate: elapsed / UPDATES,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await runReactRootDisposal();
  console.log(`${r.elements} React elements in the region; DOM counters read after two forced collections`);
  printRunTable({
    command: 'node bench/react-root-disposal.mjs',
    columns: ['measure', 'after 100 updates', `after ${spacedThousands(r.updates)} updates`],
    rows: [
      ['React roots mounted', spacedThousands(r.rootsAt100), spacedThousands(r.roots)],
      [
        'DOM nodes (Memory.getDOMCounters, GC forced)',
        spacedThousands(r.at100.nodes),
        spacedThousands(r.atEnd.nodes),
      ],
      [
        'JS event listeners',
        spacedThousands(r.at100.jsEventListeners),
        spacedThousands(r.atEnd.jsEventListeners),
      ],
      ['time per update, round trip included (mean)', '—', `${r.msPerUpdate.toFixed(1)} ms`],
    ],
  });
  if (
    r.roots !== r.elements ||
    r.atEnd.nodes > r.at100.nodes * 1.1 ||
    r.atEnd.jsEventListeners > r.at100.jsEventListeners * 1.1
  ) {
    console.error('FAIL: React roots or DOM nodes grew');
    process.exit(1);
  }
}
