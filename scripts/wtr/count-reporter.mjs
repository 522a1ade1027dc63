// web-test-runner reporter that counts test results per browser and writes them as JSON,
// so scripts/test.mjs can print one plain `N passed, N failed` line that CI can read.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** Counts the tests of a suite tree (mocha's nested describe blocks). */
function countSuite(suite, counts) {
  if (!suite) return;
  for (const test of suite.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite.suites ?? []) countSuite(child, counts);
}

/** Per-browser totals of a finished run. */
export function countSessions(sessions) {
  /** @type {Record<string, {passed: number, failed: number, skipped: number, brokenFiles: string[]}>} */
  const byBrowser = {};
  for (const session of sessions) {
    const name = session.browser.name;
    byBrowser[name] ??= { passed: 0, failed: 0, skipped: 0, brokenFiles: [] };
    const counts = byBrowser[name];
    const before = counts.failed;
    countSuite(session.testResults, counts);
    // A file that failed to load or crashed has no failing test to show for it: count it once.
    if (!session.passed && counts.failed === before) {
      counts.failed += 1;
      counts.brokenFiles.push(path.relative(process.cwd(), session.testFile));
    }
  }
  return byBrowser;
}

/**
 * @param {{ outputFile?: string }} [options] where to write the JSON totals
 *   (default: env WTR_COUNT_FILE; nothing is written when neither is set)
 * @returns {import('@web/test-runner').Reporter}
 */
export function countReporter(options = {}) {
  const outputFile = options.outputFile ?? process.env.WTR_COUNT_FILE;
  let logger;
  return {
    start({ config }) {
      logger = config.logger;
    },
    onTestRunFinished({ sessions }) {
      const byBrowser = countSessions(sessions);
      if (outputFile) writeFileSync(outputFile, JSON.stringify(byBrowser, null, 2));
      for (const [browser, counts] of Object.entries(byBrowser)) {
        const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
        const broken = counts.brokenFiles.length
          ? ` (${counts.brokenFiles.length} test file(s) could not run: ${counts.brokenFiles.join(', ')})`
          : '';
        logger?.log(`${browser}: ${counts.passed} passed, ${counts.failed} failed${skipped}${broken}`);
      }
    },
  };
}
