import type { Reporter } from '@web/test-runner';

export interface BrowserCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Test files that could not run (no failing test to show for them). */
  brokenFiles: string[];
  /** Each failed test as `file: suite › test: first error line`. */
  failures: string[];
}

/** The web-test-runner session fields the counts are read from. */
interface SessionLike {
  browser: { name: string };
  testFile: string;
  passed?: boolean;
  errors?: { message?: string }[];
  testResults?: unknown;
}

/** Per-browser totals of a finished run. */
export function countSessions(sessions: readonly SessionLike[]): Record<string, BrowserCounts>;

/** Writes the totals as JSON to `outputFile` (default: env WTR_COUNT_FILE) and logs them. */
export function countReporter(options?: { outputFile?: string }): Reporter;
