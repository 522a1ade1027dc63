// A browser test file that could not run at all (its page never started, the WebDriver request
// timed out: no test of it reported anything) gets one more run of its own. A file whose tests ran
// is never repeated, whether they passed or failed: only the launch is retried, never an assertion.

/** The web-test-runner arguments without their `--files` list (the rerun names its own files). */
export function withoutFiles(args) {
  const kept = [];
  let inFiles = false;
  for (const arg of args) {
    if (arg === '--files') inFiles = true;
    else if (arg.startsWith('--files=')) inFiles = false;
    else if (inFiles && arg.startsWith('--')) inFiles = false;
    if (!inFiles && arg !== '--files' && !arg.startsWith('--files=')) kept.push(arg);
  }
  return kept;
}

/**
 * A run's counts with its files that could not run replaced by their rerun's counts. `first` and
 * `again` are one browser's totals (exit code, passed, failed, skipped, failures, brokenFiles).
 */
export function mergeRerun(first, again) {
  const rerun = new Set(first.brokenFiles);
  const couldNotRun = (failure) => [...rerun].some((file) => failure.startsWith(`${file}: could not run`));
  const otherFailures = first.failures.filter((failure) => !couldNotRun(failure));
  return {
    // The first run's exit code stands only when it had failures besides the files run again.
    exitCode: otherFailures.length > 0 ? Math.max(first.exitCode, again.exitCode) : again.exitCode,
    passed: first.passed + again.passed,
    failed: first.failed - rerun.size + again.failed,
    skipped: first.skipped + again.skipped,
    failures: [...otherFailures, ...again.failures],
    brokenFiles: again.brokenFiles,
    note: `could not run at first, so run once more: ${[...rerun].join(', ')}`,
  };
}
