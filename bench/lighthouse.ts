// `npm run bench:lighthouse`: Lighthouse 12 (the `lighthouse` package, its default mobile mode:
// a mid-range phone's screen, simulated slow 4G and a 4× slower CPU) on the demo's home, category,
// product, basket and news pages, in the system Chromium (CHROME_PATH), against the demo started
// here on the built library (`npm run build` first). Prints the performance and accessibility
// scores, LCP, TBT, CLS and FCP per page, then the audits that cost points. A first visit: the
// cookie banner shows. Figures go to BENCHMARKS.md with this command. `LIGHTHOUSE_PAGES=/en/,/en/news`
// runs only those pages.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoServer } from '../test/e2e/support/demo-server.ts';

const PAGES = ['/en/', '/en/category/lamps', '/en/product/2', '/en/basket', '/en/news'];
const PAGE_FILTER = process.env.LIGHTHOUSE_PAGES?.split(',');
/** `LIGHTHOUSE_CATEGORIES=accessibility` runs one category only (faster, to look into an audit). */
const CATEGORIES = process.env.LIGHTHOUSE_CATEGORIES?.split(',') ?? ['performance', 'accessibility'];

interface AuditNode {
  selector?: string;
  snippet?: string;
}

interface Audit {
  /** A table of nodes; the largest-paint element's audit nests one table in a list. */
  details?: { items?: { node?: AuditNode; items?: { node?: AuditNode }[] }[] };
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
}

/** The shared browser list (plain JS without types): the system Chromium and its flags. */
const { CHROMIUM_ARGS, chromePath } = (await import(
  new URL('../scripts/wtr/browsers.mjs', import.meta.url).href
)) as { CHROMIUM_ARGS: readonly string[]; chromePath(): string };

const server = await startDemoServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromePath(),
  chromeFlags: [...CHROMIUM_ARGS],
  logLevel: 'error',
});
const rows: string[] = [];
const findings: string[] = [];
try {
  for (const path of PAGE_FILTER ?? PAGES) {
    const result = await lighthouse(server.url(path), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { categories, audits } = result.lhr as unknown as {
      categories: Record<string, { score: number | null }>;
      audits: Record<string, Audit>;
    };
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? Number.NaN)} ms`;
    rows.push(
      `| ${path} | ${score('performance')} | ${score('accessibility')} | ${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} | ${(audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)} | ${ms('first-contentful-paint')} |`,
    );
    // Which element the largest paint is: what to look at when LCP costs points.
    const largest = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    if (largest) findings.push(`${path}: largest paint ${largest.selector ?? ''} ${largest.snippet ?? ''}`);
    for (const audit of Object.values(audits)) {
      const failing =
        audit.score !== null &&
        audit.score < 0.9 &&
        (audit.scoreDisplayMode === 'binary' ||
          audit.scoreDisplayMode === 'metricSavings' ||
          audit.scoreDisplayMode === 'numeric');
      if (!failing) continue;
      findings.push(`${path}: ${audit.id} (${audit.title}) ${audit.displayValue ?? ''}`.trim());
      // Accessibility audits name their elements: where to look.
      if (audit.scoreDisplayMode === 'binary') {
        for (const item of audit.details?.items ?? []) {
          if (item.node) findings.push(`    ${item.node.selector ?? ''} ${item.node.snippet ?? ''}`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  await server.close();
}

console.log('| page | performance | accessibility | LCP | TBT | CLS | FCP |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
console.log('\nAudits below 0.9:');
for (const finding of findings) console.log(`  ${finding}`);
