// A 50-region multi-target response swapped by storefront-elements versus the same markup swapped
// by htmx 2's out-of-band swap, side by side in one Chromium run. Each round trip: request on
// loopback, parse, swap all 50 regions. Prints medians and the ratio.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.mjs';
import { serve } from './serve-static.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REGIONS = Number(process.env.BENCH_REGIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARMUP = 20;

const region = (i, round) =>
  `<div id="r${i}"><h3>Region ${i}</h3><ul>${Array.from({ length: 8 }, (_, j) => `<li class="item">Product ${i}-${j} <b>${round}</b> <a href="/p/${i}/${j}">detail</a></li>`).join('')}</ul></div>`;
const page = (script) =>
  `<!doctype html><html><head>${script}</head><body><fg-partial-update target="r0">${Array.from({ length: REGIONS }, (_, i) => region(i, 'initial')).join('')}<div id="sink"></div></fg-partial-update></body></html>`;

const targets = Array.from({ length: REGIONS }, (_, i) => `r${i}`).join('+');
const ours = () =>
  `<!--pu:delimiters-->${Array.from({ length: REGIONS }, (_, i) => `<!--pu:widget r${i}-->${region(i, 'new')}`).join('')}`;
const htmxOob = () =>
  Array.from({ length: REGIONS }, (_, i) =>
    region(i, 'new').replace(`<div id="r${i}">`, `<div id="r${i}" hx-swap-oob="true">`),
  ).join('');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function runMultiTargetSwap() {
  const library = readFileSync(path.join(ROOT, 'dist/storefront-elements.js'), 'utf8');
  const htmx = readFileSync(path.join(ROOT, 'node_modules/htmx.org/dist/htmx.min.js'), 'utf8');
  const server = await serve({
    '/ours': { type: 'text/html', body: page('<script type="module" src="/lib.js"></script>') },
    '/htmx': { type: 'text/html', body: page('<script src="/htmx.js"></script>') },
    '/lib.js': { type: 'text/javascript', body: library },
    '/htmx.js': { type: 'text/javascript', body: htmx },
    '/answer-ours': { type: 'text/html', body: ours() },
    '/answer-htmx': { type: 'text/html', body: htmxOob() },
  });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const oursPage = await context.newPage();
    await oursPage.goto(`${server.origin}/ours`);
    await oursPage.waitForFunction(() => customElements.get('fg-partial-update') !== undefined);
    const htmxPage = await context.newPage();
    await htmxPage.goto(`${server.origin}/htmx`);
    await htmxPage.waitForFunction(() => 'htmx' in window);

    const runOurs = (rounds) =>
      oursPage.evaluate(
        async ({ rounds, targets }) => {
          const { partialUpdate } = await import('/lib.js');
          const times = [];
          for (let i = 0; i < rounds; i += 1) {
            const start = performance.now();
            await partialUpdate({ target: targets, url: '/answer-ours' });
            times.push(performance.now() - start);
          }
          return times;
        },
        { rounds, targets },
      );
    const runHtmx = (rounds) =>
      htmxPage.evaluate(async (rounds) => {
        const { htmx } = window;
        // Settling adds a fixed 20 ms pause after each swap; leave it out to compare the swap work.
        htmx.config.defaultSettleDelay = 0;
        htmx.config.defaultSwapDelay = 0;
        const times = [];
        for (let i = 0; i < rounds; i += 1) {
          const start = performance.now();
          await htmx.ajax('GET', '/answer-htmx', { target: '#sink', swap: 'none' });
          times.push(performance.now() - start);
        }
        return times;
      }, rounds);

    await runOurs(WARMUP);
    await runHtmx(WARMUP);
    // Alternate in blocks so that machine noise falls on both sides alike.
    const oursTimes = [];
    const htmxTimes = [];
    for (let block = 0; block < 4; block += 1) {
      oursTimes.push(...(await runOurs(ROUNDS / 4)));
      htmxTimes.push(...(await runHtmx(ROUNDS / 4)));
    }
    const last = `#r${REGIONS - 1} b`;
    const swapped = await oursPage.evaluate(
      (selector) => document.querySelector(selector)?.textContent,
      last,
    );
    const swappedHtmx = await htmxPage.evaluate(
      (selector) => document.querySelector(selector)?.textContent,
      last,
    );
    if (swapped !== 'new' || swappedHtmx !== 'new') throw new Error('a side did not swap its regions');
    const oursMedian = median(oursTimes);
    const htmxMedian = median(htmxTimes);
    return { regions: REGIONS, rounds: ROUNDS, oursMedian, htmxMedian, ratio: htmxMedian / oursMedian };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runMultiTargetSwap();
  console.log(
    `multi-target swap, ${result.regions} regions, ${result.rounds} rounds each: storefront-elements ${result.oursMedian.toFixed(2)} ms, htmx 2 oob ${result.htmxMedian.toFixed(2)} ms (median round trip); htmx/ours = ${result.ratio.toFixed(2)}x`,
  );
}
