// web-test-runner reporter that counts test results per browser and writes them as JSON, with the
// names of the failed tests, so scripts/test.mjs can print one plain `N passed, N failed` line that
// CI can read and, under it, what failed (a long run's log is often read only from its end).
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** The first line of a failed test's error message. */
function firstLine(error) {
  return String(error?.message ?? '')
    .split('\n')[0]
    .trim();
}

/**
 * Counts the tests of a suite tree (mocha's nested describe blocks); a failed one is named as
 * `file: suite › test: first line of its error`.
 */
function countSuite(suite, counts, file, titles = []) {
  if (!suite) return;
  for (const test of suite.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else {
      counts.failed += 1;
      const message = firstLine(test.error);
      counts.failures.push(`${file}: ${[...titles, test.name].join(' › ')}${message ? `: ${message}` : ''}`);
    }
  }
  for (const child of suite.suites ?? []) countSuite(child, counts, file, [...titles, child.name]);
}

/** Per-browser totals of a finished run. */
export function countSessions(sessions) {
  /** @type {Record<string, {passed: number, failed: number, skipped: number, brokenFiles: string[], failures: string[]}>} */
  const byBrowser = {};
  for (const session of sessions) {
    const name = session.browser.name;
    byBrowser[name] ??= { passed: 0, failed: 0, skipped: 0, brokenFiles: [], failures: [] };
    const counts = byBrowser[name];
    const before = counts.failed;
    const file = path.relative(process.cwd(), session.testFile);
    countSuite(session.testResults, counts, file);
    // A file that failed to load or crashed has no failing test to show for it: count it once.
    if (!session.passed && counts.failed === before) {
      counts.failed += 1;
      counts.brokenFiles.push(file);
      const message = firstLine(session.errors?.[0]);
      counts.failures.push(`${file}: could not run${message ? `: ${message}` : ''}`);
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
