// Click to first paint, category → product, with and without speculation rules, in Chromium
// (docs/speculation.md). The demo shop behind a loopback proxy that holds every page and partial
// answer (/en/…) BENCH_DELAY_MS before passing it on, as a real shop's network and server would.
// Each round loads the category page, moves the pointer onto a product link, rests REST_MS on it
// (Chromium's moderate eagerness fetches on a 200 ms rest, or on the press), presses PRESS_MS and
// lets go; timed from the click to the first contentful paint of the product page, or for the
// partial update to the first frame after its swap. Three ways:
//   - full page, no rules: the page's speculation rules taken out;
//   - full page, prefetch: the rules the demo makes for that page (demo/server/speculation-rules.ts);
//   - partial update: the demo as it is — a product link of #content is a partial update, which the
//     rules leave to the hover prefetch (not marked in the demo: its answer is asked for on click).
// For the full-page ways the category page comes without `data-pu-container` on #content, so its
// product links are plain links, as in a shop that loads product pages whole. Every round opens
// another product. Median and p95.
// Prerendering cannot be measured so: Chromium refuses to prerender while a DevTools client drives it
// (Playwright: final status PrerenderingDisabledByDevTools), and puppeteer loses the page at activation.
import { createServer, request as httpRequest } from 'node:http';
import { register } from 'tsx/esm/api';
import { launchChromium } from './browser.mjs';
import { printRunTable } from './report-table.mjs';

register();
const { startDemoServer } = await import('../test/e2e/support/demo-server.ts');
const { withSpeculationRules } = await import('../demo/server/speculation-rules.ts');

const DELAY_MS = Number(process.env.BENCH_DELAY_MS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const REST_MS = 300;
const PRESS_MS = 80;
const CATEGORY = '/en/category/lamps';
const RULES = /<script type="speculationrules" nonce="([^"]*)">[^<]*<\/script>/;

const WAYS = {
  'full page, no rules': (html) => fullPage(html),
  'full page, prefetch rules (moderate)': (html) => withSpeculationRules(fullPage(html), RULES.exec(html)[1]),
  'partial update (the demo as served)': (html) => html,
};

/** The page without its rules and without its container: every link a plain one. */
function fullPage(html) {
  const container = '<main id="content" data-pu-container="true"';
  if (!html.includes(container)) throw new Error('The category page has no container to take off.');
  return html.replace(RULES, '').replace(container, '<main id="content"');
}

/** A loopback proxy in front of the shop: pages and partial answers (/en/…) wait DELAY_MS. */
function delayingProxy(target) {
  const server = createServer((incoming, outgoing) => {
    const forward = () => {
      const upstream = httpRequest(
        `${target}${incoming.url}`,
        { method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    };
    if (incoming.url?.startsWith('/en/')) setTimeout(forward, DELAY_MS);
    else forward();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    );
  });
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** In the page: the first contentful paint, as an absolute time (timeOrigin + startTime). */
const firstPaintAt = () =>
  new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0];
      if (!paint) return;
      observer.disconnect();
      resolve(performance.timeOrigin + paint.startTime);
    }).observe({ type: 'paint', buffered: true });
  });

const shop = await startDemoServer();
const proxy = await delayingProxy(shop.origin);
const browser = await launchChromium();
const times = Object.fromEntries(Object.keys(WAYS).map((name) => [name, []]));
const aheadCounts = Object.fromEntries(Object.keys(WAYS).map((name) => [name, 0]));
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, rewrite] of Object.entries(WAYS)) {
      const context = await browser.newContext();
      await context.addCookies([{ name: 'fg_cookie_policy_accepted', value: '5', url: proxy.origin }]);
      let clickedAt = 0;
      let swappedAt = 0;
      await context.exposeBinding('markClick', (_source, at) => {
        clickedAt = at;
      });
      await context.exposeBinding('markSwap', (_source, at) => {
        swappedAt = at;
      });
      const page = await context.newPage();
      const address = `${proxy.origin}${CATEGORY}`;
      await page.route(address, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: rewrite(await response.text()) });
      });
      await page.goto(address);
      await page.unroute(address);
      await page.waitForFunction(() => customElements.get('fg-partial-update') !== undefined);
      await page.evaluate(() => {
        const now = () => performance.timeOrigin + performance.now();
        document.addEventListener(
          'click',
          (event) => window.markClick(performance.timeOrigin + event.timeStamp),
          true,
        );
        document.addEventListener('fg:pu-complete', () =>
          requestAnimationFrame(() => window.markSwap(now())),
        );
      });
      const links = page.locator('#productList .product-card__link');
      const link = links.nth(round % (await links.count()));
      const href = await link.getAttribute('href');
      const before = shop.requests.length;
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + Math.min(40, box.height / 2));
      await page.waitForTimeout(REST_MS);
      await page.mouse.down();
      await page.waitForTimeout(PRESS_MS);
      await page.mouse.up();
      await page.waitForURL(`${proxy.origin}${href}`);
      let paintedAt;
      if (name.startsWith('partial')) {
        await page.waitForFunction(() => document.querySelector('.product-detail') !== null);
        while (swappedAt === 0) await page.waitForTimeout(5);
        paintedAt = swappedAt;
      } else {
        paintedAt = await page.evaluate(firstPaintAt);
      }
      times[name].push(paintedAt - clickedAt);
      aheadCounts[name] += shop.requests
        .slice(before)
        .filter((r) => r.url === href && r.purpose !== '').length;
      await context.close();
    }
  }
} finally {
  await browser.close();
  proxy.close();
  await shop.close();
}

console.log(
  `demo shop, pages and answers delayed ${DELAY_MS} ms, pointer rests ${REST_MS} ms, button held ${PRESS_MS} ms, ${ROUNDS} rounds each`,
);
const ms = (value) => `${value.toFixed(1)} ms`;
printRunTable({
  command: 'node bench/speculation.mjs',
  columns: ['way', 'click → first paint, median', 'p95', 'product page fetched ahead'],
  rows: Object.entries(times).map(([name, values]) => [
    name,
    ms(quantile(values, 0.5)),
    ms(quantile(values, 0.95)),
    `${aheadCounts[name]} of ${values.length}`,
  ]),
});
