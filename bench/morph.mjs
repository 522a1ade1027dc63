// Morph versus replace: the same multi-target answer of 50 and of 200 regions swapped by
// `data-pu-swap="morph"` and by the default replace, in one Chromium run on one page. Each round
// trip: request on loopback, parse, swap every region. The answers alternate between two renders,
// so every morph has text, attributes and a list item to change. Prints medians and the ratio.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.mjs';
import { printRunTable } from './report-table.mjs';
import { serve } from './serve-static.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
const SIZES = (process.env.BENCH_REGIONS ?? '50,200').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const WARMUP = 10;

const region = (i, round) =>
  `<div id="r${i}" class="region r-${round % 2}"><h3>Region ${i}</h3><ul>${Array.from(
    { length: 8 + (round % 2) },
    (_, j) =>
      `<li id="r${i}-${j}" class="item">Product ${i}-${j} <b>${round}</b> <a href="/p/${i}/${j}">detail</a></li>`,
  ).join('')}</ul><label>Qty <input id="q${i}" name="q${i}" value="${round % 3}"></label></div>`;
const answer = (regions, round) =>
  `<!--pu:delimiters-->${Array.from({ length: regions }, (_, i) => `<!--pu:widget r${i}-->${region(i, round)}`).join('')}`;
const page = (regions) =>
  `<!doctype html><html><head><script type="module" src="/storefront-elements.js"></script></head><body><fg-partial-update target="r0">${Array.from({ length: regions }, (_, i) => region(i, 0)).join('')}</fg-partial-update></body></html>`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The built library and its chunks, served as the page loads them. */
function libraryRoutes() {
  const routes = {
    '/storefront-elements.js': {
      type: 'text/javascript',
      body: readFileSync(path.join(DIST, 'storefront-elements.js')),
    },
  };
  for (const file of readdirSync(path.join(DIST, 'chunks')).filter((name) => name.endsWith('.js')))
    routes[`/chunks/${file}`] = {
      type: 'text/javascript',
      body: readFileSync(path.join(DIST, 'chunks', file)),
    };
  return routes;
}

export async function runMorphBenchmark() {
  const routes = libraryRoutes();
  for (const regions of SIZES) {
    routes[`/page-${regions}`] = { type: 'text/html', body: page(regions) };
    routes[`/answer-${regions}-0`] = { type: 'text/html', body: answer(regions, 1) };
    routes[`/answer-${regions}-1`] = { type: 'text/html', body: answer(regions, 2) };
  }
  const server = await serve(routes);
  const browser = await launchChromium();
  const results = [];
  try {
    for (const regions of SIZES) {
      const tab = await browser.newPage();
      await tab.goto(`${server.origin}/page-${regions}`);
      await tab.waitForFunction(() => customElements.get('fg-partial-update') !== undefined);
      const run = (swap, rounds) =>
        tab.evaluate(
          async ({ swap, rounds, regions }) => {
            const { partialUpdate } = await import('/storefront-elements.js');
            const target = Array.from({ length: regions }, (_, i) => `r${i}`).join('+');
            const times = [];
            for (let i = 0; i < rounds; i += 1) {
              const start = performance.now();
              await partialUpdate({ target, url: `/answer-${regions}-${i % 2}`, swap });
              times.push(performance.now() - start);
            }
            return times;
          },
          { swap, rounds, regions },
        );
      await run('morph', WARMUP);
      await run('replace', WARMUP);
      // Alternate in blocks so that machine noise falls on both sides alike.
      const morph = [];
      const replace = [];
      for (let block = 0; block < 4; block += 1) {
        morph.push(...(await run('morph', ROUNDS / 4)));
        replace.push(...(await run('replace', ROUNDS / 4)));
      }
      const kept = await tab.evaluate(async (regions) => {
        const { partialUpdate } = await import('/storefront-elements.js');
        const target = Array.from({ length: regions }, (_, i) => `r${i}`).join('+');
        const before = document.getElementById('r0-0');
        await partialUpdate({ target, url: `/answer-${regions}-0`, swap: 'morph' });
        return (
          document.getElementById('r0-0') === before && document.querySelector('#r0 b')?.textContent === '1'
        );
      }, regions);
      if (!kept) throw new Error('the morph did not keep and change the regions');
      await tab.close();
      results.push({ regions, rounds: ROUNDS, morph: median(morph), replace: median(replace) });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await runMorphBenchmark();
  console.log(`median round trip of ${ROUNDS} rounds each`);
  printRunTable({
    command: 'node bench/morph.mjs',
    columns: ['regions', 'morph', 'replace', 'morph / replace'],
    rows: results.map(({ regions, morph, replace }) => [
      String(regions),
      `${morph.toFixed(1)} ms`,
      `${replace.toFixed(1)} ms`,
      `${(morph / replace).toFixed(2)}×`,
    ]),
  });
}
