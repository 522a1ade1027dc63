// Click-to-swap with and without prefetch, in Chromium (docs/morph-and-prefetch.md#prefetch).
// A listing page (24 product cards in #content, one "next page" link) against a loopback server
// whose answers take ANSWER_DELAY_MS, as a real shop's would. Each round the pointer moves onto the
// link and clicks it (the button held PRESS_MS, as a hand does); timed from pointerdown and from
// click to the new region in the page. Three ways:
//   - no prefetch: the page has no data-pu-prefetch;
//   - prefetch, click at once: the answer is asked for on pointerdown;
//   - prefetch, pointer rests first: the pointer stays REST_MS on the link before the click.
// Every round asks for another page, so no answer comes from an earlier round. Median and p95.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.mjs';
import { printRunTable } from './report-table.mjs';
import { serve } from './serve-static.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ANSWER_DELAY_MS = Number(process.env.BENCH_DELAY_MS ?? 50);
const PRESS_MS = 80;
const REST_MS = 300;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const BLOCKS = 5;

const cards = (page) =>
  Array.from(
    { length: 24 },
    (_, i) =>
      `<article class="card" id="p${page}-${i}"><h3><a href="/product/${page}-${i}">Product ${page}-${i}</a></h3>` +
      `<p class="price">${(page * 24 + i) % 997} Kč</p><button type="button">Add</button></article>`,
  ).join('');

const region = (page) =>
  `<main id="content" data-pu-container data-page="${page}"><h2>Page ${page}</h2>` +
  `<nav><a id="next" href="/listing?page=${page + 1}">Next</a></nav>${cards(page)}</main>`;

const pageHtml = (prefetch) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script type="module" src="/dist/storefront-elements.js"></script></head>
<body><fg-partial-update target="content"${prefetch ? ' data-pu-prefetch' : ''}>${region(1)}</fg-partial-update>
<script>
  // pointerdown and click of the link, and the moment the new region is in the page.
  window.marks = [];
  document.addEventListener('pointerdown', () => window.marks.push(['down', performance.now()]), true);
  document.addEventListener('click', () => window.marks.push(['click', performance.now()]), true);
  new MutationObserver(() => window.marks.push(['swap', performance.now()]))
    .observe(document.querySelector('fg-partial-update'), { childList: true });
</script></body></html>`;

function distRoutes() {
  const routes = {};
  for (const name of readdirSync(path.join(ROOT, 'dist'), { recursive: true })) {
    if (name.endsWith('.js'))
      routes[`/dist/${name}`] = {
        type: 'text/javascript',
        body: readFileSync(path.join(ROOT, 'dist', name), 'utf8'),
      };
  }
  return routes;
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

const WAYS = {
  'no prefetch': { prefetch: false, rest: 0 },
  'prefetch, click at once (pointerdown)': { prefetch: true, rest: 0 },
  [`prefetch, pointer rests ${REST_MS} ms`]: { prefetch: true, rest: REST_MS },
};

const { origin, close } = await serve({
  ...distRoutes(),
  '/with': { type: 'text/html', body: pageHtml(true) },
  '/without': { type: 'text/html', body: pageHtml(false) },
  '/listing': async (request) => {
    const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
    await wait(ANSWER_DELAY_MS);
    return { type: 'text/html', body: region(page), headers: { 'Cache-Control': 'private' } };
  },
});
const browser = await launchChromium();
const times = Object.fromEntries(Object.keys(WAYS).map((name) => [name, { down: [], click: [] }]));
try {
  for (let block = 0; block < BLOCKS; block++) {
    for (const [name, way] of Object.entries(WAYS)) {
      const tab = await browser.newPage();
      await tab.goto(`${origin}/${way.prefetch ? 'with' : 'without'}`);
      await tab.waitForFunction(() => customElements.get('fg-partial-update') !== undefined);
      for (let round = 0; round < ROUNDS / BLOCKS; round++) {
        const page = await tab.evaluate(() => Number(document.querySelector('#content')?.dataset.page));
        await tab.mouse.move(0, 0);
        await tab.evaluate(() => {
          window.marks = [];
        });
        const box = await tab.locator('#next').boundingBox();
        await tab.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        if (way.rest) await wait(way.rest);
        await tab.mouse.down();
        await wait(PRESS_MS);
        await tab.mouse.up();
        await tab.waitForFunction(
          (p) => document.querySelector('#content')?.dataset.page === String(p + 1),
          page,
        );
        const marks = await tab.evaluate(() => window.marks);
        const first = (kind) => marks.find(([mark]) => mark === kind)[1];
        times[name].down.push(first('swap') - first('down'));
        times[name].click.push(first('swap') - first('click'));
      }
      await tab.close();
    }
  }
} finally {
  await browser.close();
  await close();
}

console.log(`answers delayed ${ANSWER_DELAY_MS} ms, button held ${PRESS_MS} ms, ${ROUNDS} rounds each`);
const ms = (value) => `${value.toFixed(1)} ms`;
printRunTable({
  command: 'node bench/prefetch.mjs',
  columns: ['way', 'pointerdown → swap, median', 'p95', 'click → swap, median', 'p95'],
  rows: Object.entries(times).map(([name, { down, click }]) => [
    name,
    ms(quantile(down, 0.5)),
    ms(quantile(down, 0.95)),
    ms(quantile(click, 0.5)),
    ms(quantile(click, 0.95)),
  ]),
});
