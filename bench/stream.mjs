// Streamed multi-target answers (docs/protocol.md, "Streamed answers") in Chromium: an answer of two
// regions, one rendered at once and one BENCH_SLOW_MS later (a slow region: recommendations, stock),
// timed from the click to the first region on the page and to the last. Three ways, one loopback
// server: the answer streamed (streamMultiTargetResponse, each part written as it is ready), the
// same stream with `data-pu-together` (all at once, once whole), and the answer sent whole once both
// regions are rendered (renderMultiTargetResponse), as before. Median and p95, ways alternating.

import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.mjs';
import { printRunTable } from './report-table.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SLOW_MS = Number(process.env.BENCH_SLOW_MS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const { renderMultiTargetResponse, streamMultiTargetResponse } = await import(
  path.join(ROOT, 'dist/server.js')
);

const regions = (round) => {
  const fast = `<section id="basketSummary"><p>round ${round}: ${'item '.repeat(40)}</p></section>`;
  const slow = new Promise((resolve) =>
    setTimeout(
      () =>
        resolve(`<section id="recommendations"><p>round ${round}: ${'product '.repeat(200)}</p></section>`),
      SLOW_MS,
    ),
  );
  return [
    { id: 'basketSummary', html: fast },
    { id: 'recommendations', html: slow },
  ];
};

const WAYS = {
  streamed: { answer: '/streamed', together: false },
  'streamed, data-pu-together': { answer: '/streamed', together: true },
  'whole answer (not streamed)': { answer: '/whole', together: false },
};

const page = ({ answer, together }) => `<!doctype html><html><head><meta charset="utf-8">
<script type="module" src="/dist/storefront-elements.js"></script></head><body>
<fg-partial-update target="basketSummary">
<button id="go" type="button" data-pu-target="basketSummary+recommendations" data-pu-url="${answer}"${together ? ' data-pu-together' : ''}>go</button>
<section id="basketSummary"><p>old</p></section><section id="recommendations"><p>old</p></section>
</fg-partial-update></body></html>`;

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const dist = url.pathname.startsWith('/dist/') ? path.join(ROOT, url.pathname) : null;
  if (dist?.endsWith('.js') && readdirSync(path.dirname(dist)).includes(path.basename(dist))) {
    response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(readFileSync(dist));
    return;
  }
  const way = Object.values(WAYS).find(
    (candidate) => `/page${candidate.answer}${candidate.together ? '-together' : ''}` === url.pathname,
  );
  if (way) {
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      .end(page(way));
    return;
  }
  if (url.pathname !== '/streamed' && url.pathname !== '/whole') {
    response.writeHead(404).end();
    return;
  }
  const round = url.searchParams.get('round') ?? '0';
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  if (url.pathname === '/streamed') {
    for await (const piece of streamMultiTargetResponse(regions(round))) response.write(piece);
    response.end();
  } else {
    const parts = await Promise.all(regions(round).map(async ({ id, html }) => ({ id, html: await html })));
    response.end(renderMultiTargetResponse(parts));
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

const browser = await launchChromium();
const times = Object.fromEntries(Object.keys(WAYS).map((name) => [name, { first: [], last: [] }]));
try {
  const pages = {};
  for (const [name, way] of Object.entries(WAYS)) {
    const tab = await browser.newPage();
    await tab.goto(`${origin}/page${way.answer}${way.together ? '-together' : ''}`);
    await tab.waitForFunction(() => customElements.get('fg-partial-update') !== undefined);
    pages[name] = tab;
  }
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, tab] of Object.entries(pages)) {
      const [first, last] = await tab.evaluate(
        (round) =>
          new Promise((resolve) => {
            const button = document.getElementById('go');
            button.setAttribute('data-pu-data', `round=${round}`);
            const arrived = [];
            const observer = new MutationObserver(() => {
              const now = performance.now();
              for (const id of ['basketSummary', 'recommendations'])
                if (
                  !arrived.some((a) => a.id === id) &&
                  document.getElementById(id)?.textContent.startsWith(`round ${round}:`)
                )
                  arrived.push({ id, at: now });
              if (arrived.length === 2) {
                observer.disconnect();
                resolve([arrived[0].at - start, arrived[1].at - start]);
              }
            });
            observer.observe(document.body, { childList: true, subtree: true });
            const start = performance.now();
            button.click();
          }),
        round,
      );
      if (round > 2) {
        times[name].first.push(first);
        times[name].last.push(last);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}

console.log(
  `loopback server, one region ready at once, the other ${SLOW_MS} ms later, ${ROUNDS} rounds each (2 warm-up rounds left out)`,
);
const ms = (value) => `${value.toFixed(1)} ms`;
printRunTable({
  command: 'npm run bench:stream',
  columns: ['way', 'click → first region, median', 'p95', 'click → last region, median', 'p95'],
  rows: Object.entries(times).map(([name, { first, last }]) => [
    name,
    ms(quantile(first, 0.5)),
    ms(quantile(first, 0.95)),
    ms(quantile(last, 0.5)),
    ms(quantile(last, 0.95)),
  ]),
});
