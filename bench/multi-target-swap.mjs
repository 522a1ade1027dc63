// Multi-target swaps side by side in one Chromium run: storefront-elements, htmx 2 (out-of-band
// swaps), htmx 4 (`<hx-partial>`), Turbo 8 (one `<turbo-stream action="replace">` per region) and
// a bare floor (one fetch, one template parse of the whole body, one replaceWith per region).
// Each round: click a button, and time until every region holds the new answer (the request on
// loopback, parsing and swapping are all in the timed path). Regions of four product cards, at
// 1, 50 and 200 regions; median and p95 of many rounds, contenders alternating in blocks. Two
// shapes (fixtures/swap-regions.mjs): plain regions, and regions that are themselves
// `data-pu-container`s with links and a button, ours triggered then by a link with `data-pu-target`
// inside `<fg-partial-update>`, as a shop's shelves are. BENCH_SHAPES=cards,containers picks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.mjs';
import {
  floorAnswer,
  htmx2Answer,
  htmx4Answer,
  oursAnswer,
  page,
  SHAPES,
  targetList,
  turboAnswer,
} from './fixtures/swap-regions.mjs';
import { printRunTable } from './report-table.mjs';
import { serve } from './serve-static.mjs';
import { printWindowProfile, profileWindows } from './window-profile.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = (process.env.BENCH_SIZES ?? '1,50,200').split(',').map(Number);
const SHAPES_RUN = (process.env.BENCH_SHAPES ?? SHAPES.join(',')).split(',');
const ROUNDS = { 1: 300, 50: 150, 200: 150 };
const BLOCKS = 5;
const WARMUP = 10;
// BENCH_PROFILE=n: after the measured rounds, n more of each contender under the CPU profiler,
// and where each spent its timed windows (bench/window-profile.mjs); the table is not affected.
const PROFILE_ROUNDS = Number(process.env.BENCH_PROFILE ?? 0);

const file = (relative) => readFileSync(path.join(ROOT, relative), 'utf8');

/** Every file of dist/ (the entry and its lazy chunks), served under /dist/. */
function distRoutes() {
  const routes = {};
  for (const name of readdirSync(path.join(ROOT, 'dist'), { recursive: true })) {
    if (name.endsWith('.js'))
      routes[`/dist/${name}`] = { type: 'text/javascript', body: file(path.join('dist', name)) };
  }
  return routes;
}

/** The round an answer renders: the page sets it in a cookie before it clicks. */
const roundOf = (request) => /(?:^|;\s*)round=(\w+)/.exec(request.headers.cookie ?? '')?.[1] ?? 'none';

const ALL_CONTENDERS = {
  'storefront-elements': {
    answer: oursAnswer,
    page: (count, shape) =>
      page(count, shape, {
        head: '<script type="module" src="/dist/storefront-elements.js"></script>',
        wrapStart: '<fg-partial-update target="r0">',
        button:
          shape === 'containers'
            ? `<a id="go" href="/answer/storefront-elements" data-pu-target="${targetList(count)}">go</a>`
            : `<button id="go" type="button" data-pu-target="${targetList(count)}" data-pu-url="/answer/storefront-elements">go</button>`,
        wrapEnd: '</fg-partial-update>',
      }),
    ready: () => customElements.get('fg-partial-update') !== undefined,
  },
  'htmx 2': {
    answer: htmx2Answer,
    page: (count, shape) =>
      page(count, shape, {
        head: '<script src="/htmx2.js"></script><script>htmx.config.defaultSettleDelay = 0; htmx.config.defaultSwapDelay = 0;</script>',
        button: '<button id="go" type="button" hx-get="/answer/htmx 2" hx-swap="none">go</button>',
      }),
    ready: () => 'htmx' in window,
  },
  'htmx 4': {
    answer: htmx4Answer,
    page: (count, shape) =>
      page(count, shape, {
        // Its settle delay (1 ms by default) at 0, as htmx 2's: each peer at its fastest documented settings.
        head: '<script src="/htmx4.js"></script><script>htmx.config.defaultSettleDelay = 0;</script>',
        button: '<button id="go" type="button" hx-get="/answer/htmx 4" hx-swap="none">go</button>',
      }),
    ready: () => 'htmx' in window,
  },
  'Turbo 8 streams': {
    answer: turboAnswer,
    page: (count, shape) =>
      page(count, shape, {
        head: `<script type="module">
          import * as Turbo from '/turbo.js';
          window.benchReady = true;
          document.getElementById('go').addEventListener('click', async () => {
            const response = await fetch('/answer/Turbo 8 streams', { headers: { Accept: 'text/vnd.turbo-stream.html' } });
            Turbo.renderStreamMessage(await response.text());
          });
        </script>`,
        button: '<button id="go" type="button">go</button>',
      }),
    ready: () => window.benchReady === true,
  },
  floor: {
    answer: floorAnswer,
    page: (count, shape) =>
      page(count, shape, {
        head: `<script type="module">
          window.benchReady = true;
          document.getElementById('go').addEventListener('click', async () => {
            const response = await fetch('/answer/floor');
            const template = document.createElement('template');
            template.innerHTML = await response.text();
            for (const element of [...template.content.children]) document.getElementById(element.id).replaceWith(element);
          });
        </script>`,
        button: '<button id="go" type="button">go</button>',
      }),
    ready: () => window.benchReady === true,
  },
};

// BENCH_ONLY=name,name runs a subset (the table's ratios need ours, a peer and the floor).
const CONTENDERS = process.env.BENCH_ONLY
  ? Object.fromEntries(process.env.BENCH_ONLY.split(',').map((name) => [name, ALL_CONTENDERS[name]]))
  : ALL_CONTENDERS;

/**
 * In the page: `rounds` clicks, each timed from the click to the moment the last region holds the
 * round's answer (a MutationObserver on the regions' parent; every contender replaces the region
 * elements). Then checks that every region was swapped, outside the timing. With `marks`, each
 * timed window is marked (`round-start`, `round-end`) for the profiler, outside the timing too.
 */
function clickRounds({ rounds, first, count, marks }) {
  const parent = document.getElementById('regions');
  const lastId = `r${count - 1}`;
  // The round sits on the heading: htmx 2 gives a swapped element with an id its old attributes
  // until it settles, the heading is its own from the start.
  const roundIn = (id) => document.getElementById(id)?.querySelector('h2')?.dataset.round;
  return (async () => {
    const times = [];
    for (let index = 0; index < rounds; index += 1) {
      const round = String(first + index);
      // biome-ignore lint/suspicious/noDocumentCookie: the round travels to the server with every contender's own request
      document.cookie = `round=${round}; path=/`;
      const done = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (roundIn(lastId) !== round) return;
          observer.disconnect();
          const end = performance.now();
          if (marks) performance.mark('round-end');
          resolve(end);
        });
        observer.observe(parent, { childList: true });
      });
      if (marks) performance.mark('round-start');
      const start = performance.now();
      document.getElementById('go').click();
      const timeout = new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`round ${round} not swapped after 10 s`)), 10000),
      );
      times.push((await Promise.race([done, timeout])) - start);
      for (let region = 0; region < count; region += 1) {
        if (roundIn(`r${region}`) !== round) throw new Error(`r${region} was not swapped in round ${round}`);
      }
      // Let what each library does after its swap finish before the next click.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return times;
  })();
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
};

async function measureSize(browser, origin, count, shape) {
  const rounds = Number(process.env.BENCH_ROUNDS ?? ROUNDS[count] ?? 100);
  const context = await browser.newContext();
  const pages = {};
  for (const [name, contender] of Object.entries(CONTENDERS)) {
    const tab = await context.newPage();
    tab.on('pageerror', (error) => console.error(`${name}: ${error.message}`));
    await tab.goto(`${origin}/page/${encodeURIComponent(name)}?count=${count}&shape=${shape}`);
    await tab.waitForFunction(contender.ready);
    pages[name] = tab;
  }
  const times = Object.fromEntries(Object.keys(CONTENDERS).map((name) => [name, []]));
  let next = 1;
  const runOn = async (name, n, marks = false) => {
    // Only the front tab gets animation frames and unthrottled timers.
    await pages[name].bringToFront();
    const result = await pages[name]
      .evaluate(clickRounds, { rounds: n, first: next, count, marks })
      .catch((error) => {
        throw new Error(`${name}, ${count} regions: ${error.message}`);
      });
    next += n;
    return result;
  };
  for (const name of Object.keys(CONTENDERS)) await runOn(name, WARMUP);
  const names = Object.keys(CONTENDERS);
  for (let block = 0; block < BLOCKS; block += 1) {
    // Rotate the order so no contender always runs right after the same one.
    for (let offset = 0; offset < names.length; offset += 1) {
      const name = names[(block + offset) % names.length];
      times[name].push(...(await runOn(name, Math.ceil(rounds / BLOCKS))));
    }
  }
  if (PROFILE_ROUNDS > 0) {
    for (const name of names) {
      const profile = await profileWindows(pages[name], 'round', () => runOn(name, PROFILE_ROUNDS, true));
      printWindowProfile(`${name}, ${count} regions, ${shape}`, profile);
    }
  }
  await context.close();
  return Object.fromEntries(
    names.map((name) => [
      name,
      { median: quantile(times[name], 0.5), p95: quantile(times[name], 0.95), n: times[name].length },
    ]),
  );
}

export async function runMultiTargetSwap(onSize = () => {}) {
  const routes = {
    ...distRoutes(),
    '/htmx2.js': { type: 'text/javascript', body: file('node_modules/htmx.org/dist/htmx.min.js') },
    '/htmx4.js': { type: 'text/javascript', body: file('node_modules/htmx4/dist/htmx.min.js') },
    '/turbo.js': {
      type: 'text/javascript',
      body: file('node_modules/@hotwired/turbo/dist/turbo.es2017-esm.js'),
    },
  };
  for (const [name, contender] of Object.entries(CONTENDERS)) {
    routes[`/page/${encodeURIComponent(name)}`] = (request) => {
      const query = new URL(request.url, 'http://x').searchParams;
      return { type: 'text/html', body: contender.page(Number(query.get('count')), query.get('shape')) };
    };
  }
  const answers = {};
  for (const [name, contender] of Object.entries(CONTENDERS)) {
    routes[`/answer/${encodeURIComponent(name)}`] = (request) => {
      return {
        type: name.startsWith('Turbo') ? 'text/vnd.turbo-stream.html' : 'text/html',
        body: contender.answer(answers.count, roundOf(request), answers.shape),
      };
    };
  }
  const server = await serve(routes);
  const browser = await launchChromium();
  const results = [];
  try {
    for (const shape of SHAPES_RUN) {
      for (const count of SIZES) {
        Object.assign(answers, { count, shape });
        const result = { shape, count, figures: await measureSize(browser, server.origin, count, shape) };
        onSize(result);
        results.push(result);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}

const NAMES = Object.keys(CONTENDERS);

/** One table row: median / p95 of each contender, then ours against the fastest peer and the floor. */
function swapRow({ shape, count, figures }) {
  const ours = figures['storefront-elements']?.median;
  const peers = NAMES.filter((name) => name !== 'storefront-elements' && name !== 'floor');
  const fastest = Math.min(...peers.map((name) => figures[name].median));
  const cells = NAMES.map((name) => `${figures[name].median.toFixed(1)} / ${figures[name].p95.toFixed(1)}`);
  const ratio = (other) => (ours && other ? `${(ours / other).toFixed(2)}×` : '–');
  return [shape, String(count), ...cells, ratio(fastest), ratio(figures.floor?.median)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `click to all regions replaced, loopback; median / p95 in ms (rounds per size: ${SIZES.map((s) => `${s}: ${process.env.BENCH_ROUNDS ?? ROUNDS[s]}`).join(', ')})`,
  );
  // The 200-region rounds take minutes: each size is named as soon as it is measured.
  const results = await runMultiTargetSwap((result) => console.log(`  ${swapRow(result).join(' | ')}`));
  printRunTable({
    command: 'node bench/multi-target-swap.mjs',
    columns: ['shape', 'regions', ...NAMES, 'ours / fastest peer', 'ours / floor'],
    rows: results.map(swapRow),
  });
}
