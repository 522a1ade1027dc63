// `npm run bench:lighthouse`: Lighthouse 12 (the `lighthouse` package, its default mobile mode:
// a mid-range phone's screen, simulated slow 4G and a 4× slower CPU) on the demo's home, category,
// product, basket, news, search, stores and inspiration pages, in the system Chromium (CHROME_PATH), against the demo started
// here on the built library (`npm run build` first). Prints the performance and accessibility
// scores, LCP, TBT, CLS and FCP per page, then the audits that cost points. A first visit: the
// cookie banner shows. Each page is measured LIGHTHOUSE_RUNS times (default 5) and the median run
// is reported (Lighthouse's own `computeMedianRun`: the run nearest the median FCP and TTI), with
// the lowest and highest performance score of the measured runs beside it — one run swings
// several points on this kind of machine. A run Lighthouse cannot measure (its NO_NAVSTART, now and
// then on this machine) is named and run again. Figures go to BENCHMARKS.md with this command.
// `LIGHTHOUSE_PAGES=/en/,/en/news` runs only those pages.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { startDemoServer } from '../test/e2e/support/demo-server.ts';
import { printRunTable } from './report-table.mjs';

const PAGES = [
  '/en/',
  '/en/category/lamps',
  '/en/product/2',
  '/en/basket',
  '/en/news',
  '/en/search?q=lamp',
  '/en/stores',
  '/en/inspiration',
];
const PAGE_FILTER = process.env.LIGHTHOUSE_PAGES?.split(',');
/** `LIGHTHOUSE_CATEGORIES=accessibility` runs one category only (faster, to look into an audit). */
const CATEGORIES = process.env.LIGHTHOUSE_CATEGORIES?.split(',') ?? ['performance', 'accessibility'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`LIGHTHOUSE_RUNS must be a whole number ≥ 1, not "${process.env.LIGHTHOUSE_RUNS}"`);

interface AuditNode {
  selector?: string;
  snippet?: string;
}

interface Report {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
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
const rows: string[][] = [];
const findings: string[] = [];
try {
  for (const path of PAGE_FILTER ?? PAGES) {
    const runs: Report[] = [];
    // A run Lighthouse could not measure is run again, so a page has RUNS measured runs (at most
    // RUNS more attempts: a page that never measures still ends).
    const measuredSoFar = () => runs.filter((run) => !run.runtimeError).length;
    for (let run = 0; measuredSoFar() < RUNS && run < 2 * RUNS; run += 1) {
      const result = await lighthouse(server.url(path), {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const report = result.lhr as unknown as Report;
      // A run Lighthouse could not measure (its `runtimeError`, e.g. no paint seen) is named and left out.
      if (report.runtimeError)
        console.log(`${path}: run ${run + 1} not measured: ${report.runtimeError.code}; run again`);
      runs.push(report);
    }
    const measuresPerformance = CATEGORIES.includes('performance');
    const measured: Report[] = measuresPerformance ? filterToValidRuns(runs) : runs;
    if (measured.length === 0) throw new Error(`No run of ${path} was measured`);
    const median: Report = measuresPerformance ? computeMedianRun(measured) : (measured[0] as Report);
    const { audits } = median;
    const score = (report: Report, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const performances = measured.map((run) => score(run, 'performance'));
    const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? Number.NaN)} ms`;
    rows.push([
      path,
      String(score(median, 'performance')),
      `${Math.min(...performances)}–${Math.max(...performances)} (${measured.length})`,
      String(score(median, 'accessibility')),
      ms('largest-contentful-paint'),
      ms('total-blocking-time'),
      (audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3),
      ms('first-contentful-paint'),
    ]);
    console.log(`  ${rows.at(-1)?.join(' | ')}`);
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

console.log(
  `Median of ${RUNS} run(s) per page; "range" is the lowest and highest performance score (measured runs).`,
);
printRunTable({
  command: 'npm run bench:lighthouse',
  columns: ['page', 'performance', 'range (runs)', 'accessibility', 'LCP', 'TBT', 'CLS', 'FCP'],
  rows,
});
console.log('\nAudits below 0.9 (the median run):');
for (const finding of findings) console.log(`  ${finding}`);
