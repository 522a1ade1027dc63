export interface BrowserRun {
  exitCode: number;
  passed: number;
  failed: number;
  skipped: number;
  /** Each failed test as `file: suite › test: first error line`; a file that could not run as `file: could not run…`. */
  failures: string[];
  /** Test files that could not run (no test of them reported anything). */
  brokenFiles: string[];
}

/** The web-test-runner arguments without their `--files` list. */
export function withoutFiles(args: readonly string[]): string[];

/** A run's counts with its files that could not run replaced by their rerun's counts. */
export function mergeRerun(first: BrowserRun, again: BrowserRun): BrowserRun & { note: string };
