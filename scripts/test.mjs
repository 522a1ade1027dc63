// The project's test command: browser tests (web-test-runner, one run per browser), Node tests
// (src/server, demo, scripts) and end-to-end tests (test/e2e, against the built dist/). Prints a summary
// per phase, with the tests that failed named under it, and, as the very last line, `N passed, N failed`.
//
// The demo's server tests run twice: on SQLite, then on a throw-away PostgreSQL (scripts/postgres.mjs),
// which the cluster test (test/cluster: two demo instances behind HAProxy) uses as well. The
// conformance phase (test/conformance) runs the conformance kit against tiny broken shops, the demo and
// the PHP reference shop (examples/php, served by `php -S`: PHP must be installed).
//
// Flags: --browsers chromium,firefox,webkit (or env BROWSERS; default all three), --no-browser,
// --no-node, --no-postgres, --no-cluster, --no-conformance, --no-e2e. Any other argument goes to
// web-test-runner (e.g. --files src/x.test.ts).
// The end-to-end phase runs once per browser: every test/e2e file in Chromium, and the files with
// journeys for all three browsers (`describeInBrowsers`) in Firefox and WebKit too. Files given with
// --files under test/e2e/ narrow it to those (and are not handed to web-test-runner).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSharedBrowser } from './e2e-shared-browser.mjs';
import { ensureBrowsers } from './ensure-browsers.mjs';
import { startPostgres } from './postgres.mjs';
import { tapFailures } from './tap-failures.mjs';
import { parseBrowserList } from './wtr/browsers.mjs';
import { mergeRerun, withoutFiles } from './wtr/rerun-broken.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WTR_BIN = path.join(ROOT, 'node_modules', '@web', 'test-runner', 'dist', 'bin.js');
const BROWSER_TEST = /\.test\.tsx?$/;
const NODE_TEST = /\.test\.ts$/;
const E2E_DIR = path.join('test', 'e2e');
/** A file of journeys written once for the three browsers (test/e2e/support/shop-in-browsers.ts). */
const ALL_BROWSER_JOURNEYS = /\bdescribeInBrowsers\(/;
/** Failed tests named per phase in the summary; the phase's own output has them all. */
const MAX_FAILURES_NAMED = 20;
/**
 * End-to-end files run at once, per browser. Firefox: one, a shared Firefox takes one WebDriver BiDi
 * session at a time (scripts/e2e-shared-browser.mjs). WebKit: one, as its journeys have always run.
 * Chromium: one. Its files can run two at a time (each has its own demo shop on port 0, a database in
 * a directory of its own and its own Chromium, so one file's waits overlap the other's work): on the
 * shared 2-core machine the phase took 796 s one at a time and 781, 666, 613 and 490 s two at a
 * time, the second of those meeting a race in streamed-answer.test.ts (fixed). Timing-bound checks
 * (layout shift, reflow) share the two cores then: it stays at one until two at a time has been
 * green in CI runs of its own.
 */
const E2E_FILES_AT_ONCE = { chromium: 1, firefox: 1, webkit: 1 };
/** The screen WebKit's window lives on under xvfb-run (its default screen is 640×480). */
const XVFB_ARGS = ['-a', '--server-args=-screen 0 1920x1080x24'];

function parseArgs(argv) {
  const options = {
    browsers: process.env.BROWSERS,
    browser: true,
    node: true,
    postgres: true,
    cluster: true,
    conformance: true,
    e2e: true,
    wtrArgs: [],
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--browsers') options.browsers = argv[++i];
    else if (arg.startsWith('--browsers=')) options.browsers = arg.slice('--browsers='.length);
    else if (arg === '--no-browser') options.browser = false;
    else if (arg === '--no-node') options.node = false;
    else if (arg === '--no-postgres') options.postgres = false;
    else if (arg === '--no-cluster') options.cluster = false;
    else if (arg === '--no-conformance') options.conformance = false;
    else if (arg === '--no-e2e') options.e2e = false;
    else options.wtrArgs.push(arg);
  }
  // End-to-end files among --files go to the e2e phase, not to web-test-runner.
  const e2eFiles = [];
  const wtrArgs = [];
  let inFiles = false;
  for (const arg of options.wtrArgs) {
    if (arg.startsWith('--')) inFiles = arg === '--files';
    if (inFiles && !arg.startsWith('--') && path.normalize(arg).startsWith(E2E_DIR + path.sep))
      e2eFiles.push(path.normalize(arg));
    else wtrArgs.push(arg);
  }
  const onlyFlag = wtrArgs.length > 0 && wtrArgs.at(-1) === '--files';
  return {
    ...options,
    wtrArgs: onlyFlag ? wtrArgs.slice(0, -1) : wtrArgs,
    e2eFiles,
    browsers: parseBrowserList(options.browsers),
  };
}

/** Files under `dir` (relative to the root) whose path matches `pattern`; skips node_modules. */
function findFiles(dir, pattern) {
  const absolute = path.join(ROOT, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .sort();
}

/** Newest modification time of any file under the given paths. */
function newestMtime(paths) {
  let newest = 0;
  for (const entry of paths) {
    const absolute = path.join(ROOT, entry);
    if (!existsSync(absolute)) continue;
    const stat = statSync(absolute);
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else
      for (const file of findFiles(entry, /./))
        newest = Math.max(newest, statSync(path.join(ROOT, file)).mtimeMs);
  }
  return newest;
}

/** Runs a command with inherited output; resolves to its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function banner(title) {
  console.log(`\n=== ${title} ${'='.repeat(Math.max(0, 70 - title.length))}`);
}

/** One browser's web-test-runner run. WebKit's MiniBrowser has no headless mode: it runs in xvfb. */
async function runBrowserOnce(browser, wtrArgs, countFile) {
  const command = [process.execPath, WTR_BIN, '--config', 'web-test-runner.config.mjs', ...wtrArgs];
  const env = { BROWSERS: browser, WTR_COUNT_FILE: countFile };
  const exitCode =
    browser === 'webkit' && !process.env.DISPLAY
      ? await run('xvfb-run', ['-a', '--server-args=-screen 0 1280x1024x24', ...command], env)
      : await run(command[0], command.slice(1), env);
  const counts = existsSync(countFile) ? Object.values(JSON.parse(readFileSync(countFile, 'utf8'))) : [];
  return {
    exitCode,
    passed: counts.reduce((sum, count) => sum + count.passed, 0),
    failed: counts.reduce((sum, count) => sum + count.failed, 0),
    skipped: counts.reduce((sum, count) => sum + count.skipped, 0),
    failures: counts.flatMap((count) => count.failures ?? []),
    brokenFiles: counts.flatMap((count) => count.brokenFiles ?? []),
  };
}

/**
 * A browser that fails to start or to report anything gets one more run (these browsers are
 * occasionally flaky to launch here); so does a file that could not run while others did
 * (scripts/wtr/rerun-broken.mjs). A test that ran is never repeated.
 */
async function runBrowserPhase(browser, wtrArgs, workDir) {
  const filesGiven = wtrArgs.some((arg) => arg === '--files' || arg.startsWith('--files='));
  const batches = browser === 'chromium' && !filesGiven ? CHROMIUM_BATCHES : [[]];
  const results = [];
  for (const [index, batch] of batches.entries()) {
    let result;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const countFile = path.join(workDir, `${browser}-${index}-${attempt}.json`);
      result = await runBrowserOnce(browser, [...wtrArgs, ...batch], countFile);
      const reported = result.passed + result.failed + result.skipped > 0;
      if (result.exitCode === 0 || reported || attempt === 2) break;
      console.log(`\n${browser}: the run failed before reporting any test; retrying once.`);
    }
    if (result.brokenFiles.length > 0 && result.passed + result.skipped > 0) {
      console.log(`\n${browser}: could not run ${result.brokenFiles.join(', ')}; running them once more.`);
      const countFile = path.join(workDir, `${browser}-${index}-rerun.json`);
      const again = await runBrowserOnce(
        browser,
        [...withoutFiles(wtrArgs), '--files', ...result.brokenFiles],
        countFile,
      );
      result = mergeRerun(result, again);
    }
    results.push(result);
  }
  const notes = results.flatMap((result) => (result.note ? [result.note] : []));
  return {
    ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    exitCode: Math.max(...results.map((result) => result.exitCode)),
    passed: results.reduce((sum, result) => sum + result.passed, 0),
    failed: results.reduce((sum, result) => sum + result.failed, 0),
    skipped: results.reduce((sum, result) => sum + result.skipped, 0),
    failures: results.flatMap((result) => result.failures),
  };
}

/**
 * Chromium's unit files in two runs, each with a browser of its own: one Chromium given all ~180
 * files (two pages at a time) stops starting test pages near the end of the run ("Browser tests
 * did not start after 60000ms" for every file left), while each half passes. The cause is not
 * found yet; the halves keep the phase honest meanwhile.
 */
const CHROMIUM_BATCHES = [
  ['--files', 'src/components/**/*.test.ts', 'src/components/**/*.test.tsx', 'elements/**/*.test.ts'],
  ['--files', 'src/**/*.test.ts', 'src/**/*.test.tsx', '!src/components/**', '!src/server/**'],
];

/**
 * Node's test runner over the given files: spec output to the console, TAP to a file for counting.
 * `env` goes to the test processes; `display` runs them inside xvfb-run unless a display exists;
 * `testArgs` are more flags for node --test.
 */
async function runNodePhase(files, workDir, name, { env = {}, display = false, testArgs = [] } = {}) {
  const tapFile = path.join(workDir, `${name}.tap`);
  const args = [
    '--import',
    'tsx',
    '--test',
    ...testArgs,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
  ];
  args.push('--test-reporter=tap', `--test-reporter-destination=${tapFile}`, ...files);
  const exitCode =
    display && !process.env.DISPLAY
      ? await run('xvfb-run', [...XVFB_ARGS, process.execPath, ...args], env)
      : await run(process.execPath, args, env);
  const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  const total = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  return {
    exitCode,
    passed: total('pass'),
    failed: total('fail') + total('cancelled'),
    skipped: total('skipped') + total('todo'),
    failures: tapFailures(tap, ROOT),
  };
}

/** Builds dist/ when it is missing or older than the sources it is built from. */
async function buildIfStale() {
  const bundle = path.join(ROOT, 'dist', 'storefront-elements.js');
  const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
  const sourcesAt = newestMtime(['src', 'elements', 'rollup.config.mjs', 'package.json']);
  if (builtAt > sourcesAt) return 0;
  banner('build (dist/ is missing or older than the sources)');
  return run(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')]);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const workDir = mkdtempSync(path.join(tmpdir(), 'storefront-test-'));
  /** @type {{name: string, passed: number, failed: number, skipped: number, seconds: number, note?: string, failures?: string[]}[]} */
  const phases = [];
  const record = async (name, body) => {
    const started = Date.now();
    const result = await body();
    const phase = { name, seconds: (Date.now() - started) / 1000, ...result };
    // A phase that exited non-zero without a failing test to show for it (a crash, a syntax error,
    // a browser that never started) still counts as a failure.
    if (phase.exitCode !== 0 && phase.failed === 0) {
      phase.failed = 1;
      phase.note = `exited with code ${phase.exitCode} without reporting a failing test`;
    }
    phases.push(phase);
  };
  const nothingToRun = (note) => ({ exitCode: 0, passed: 0, failed: 0, skipped: 0, note });

  try {
    if (options.browser) {
      const browserTests = [...findFiles('src', BROWSER_TEST), ...findFiles('elements', NODE_TEST)].filter(
        (file) => !file.startsWith(path.join('src', 'server') + path.sep),
      );
      const filesGiven = options.wtrArgs.some((arg) => arg === '--files' || arg.startsWith('--files='));
      if (options.e2eFiles.length > 0 && !filesGiven) {
        // Only end-to-end files were named: no browser unit tests to run.
      } else if (browserTests.length > 0 || filesGiven) {
        ensureBrowsers(options.browsers);
        for (const browser of options.browsers) {
          banner(`browser tests: ${browser}`);
          await record(`browser: ${browser}`, () => runBrowserPhase(browser, options.wtrArgs, workDir));
        }
      } else {
        phases.push({ name: 'browser', seconds: 0, ...nothingToRun('no test files') });
      }
    }

    if (options.node) {
      const files = [
        ...findFiles(path.join('src', 'server'), NODE_TEST),
        ...findFiles('demo', NODE_TEST),
        ...findFiles('scripts', NODE_TEST),
      ];
      banner('node tests: src/server, demo, scripts');
      if (files.length === 0) phases.push({ name: 'node', seconds: 0, ...nothingToRun('no test files') });
      // On SQLite, whatever DATABASE_URL the caller has set.
      else await record('node', () => runNodePhase(files, workDir, 'node', { env: { DATABASE_URL: '' } }));
    }

    // One throw-away PostgreSQL for the demo's server tests on PostgreSQL and for the cluster test.
    const demoFiles = options.node && options.postgres ? findFiles('demo', NODE_TEST) : [];
    // The cluster test is a server test: --no-node (test:unit, test:chromium, test:e2e) leaves it out too.
    const clusterFiles =
      options.node && options.cluster ? findFiles(path.join('test', 'cluster'), NODE_TEST) : [];
    if (demoFiles.length + clusterFiles.length > 0) {
      const server = await startPostgres();
      try {
        if (demoFiles.length > 0) {
          banner('node tests: demo on PostgreSQL');
          await record('node: postgres', () =>
            runNodePhase(demoFiles, workDir, 'postgres', { env: { DATABASE_URL: server.url } }),
          );
        }
        if (clusterFiles.length > 0) {
          banner('cluster tests: test/cluster (two instances, HAProxy, PostgreSQL)');
          await record('cluster', () =>
            runNodePhase(clusterFiles, workDir, 'cluster', { env: { DATABASE_URL: server.url } }),
          );
        }
      } finally {
        server.stop();
      }
    }

    // A server test like the cluster's: --no-node leaves it out too.
    const conformanceFiles =
      options.node && options.conformance ? findFiles(path.join('test', 'conformance'), NODE_TEST) : [];
    if (conformanceFiles.length > 0) {
      banner('conformance: the kit, the demo and the PHP shop (test/conformance)');
      await record('conformance', () =>
        runNodePhase(conformanceFiles, workDir, 'conformance', { env: { DATABASE_URL: '' } }),
      );
    }

    if (options.e2e) {
      const files = options.e2eFiles.length > 0 ? options.e2eFiles : findFiles(E2E_DIR, NODE_TEST);
      if (files.length === 0) phases.push({ name: 'e2e', seconds: 0, ...nothingToRun('no test files') });
      else {
        ensureBrowsers(options.browsers);
        const buildExit = await buildIfStale();
        if (buildExit !== 0) {
          phases.push({
            name: 'e2e build',
            seconds: 0,
            exitCode: buildExit,
            passed: 0,
            failed: 1,
            skipped: 0,
          });
        } else {
          const journeys = files.filter((file) =>
            ALL_BROWSER_JOURNEYS.test(readFileSync(path.join(ROOT, file), 'utf8')),
          );
          for (const browser of options.browsers) {
            // Chromium runs every file; the other two the journeys written for all three.
            const browserFiles = browser === 'chromium' ? files : journeys;
            banner(`end-to-end tests: ${browser}`);
            if (browserFiles.length === 0) {
              phases.push({ name: `e2e: ${browser}`, seconds: 0, ...nothingToRun('no journeys for it') });
              continue;
            }
            await record(`e2e: ${browser}`, async () => {
              const shared = await startSharedBrowser(browser, workDir);
              try {
                return await runNodePhase(browserFiles, workDir, `e2e-${browser}`, {
                  env: { E2E_BROWSERS: browser, ...shared.env },
                  display: browser === 'webkit',
                  testArgs: [`--test-concurrency=${E2E_FILES_AT_ONCE[browser]}`],
                });
              } finally {
                await shared.stop();
              }
            });
          }
        }
      }
    }
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : error}`);
    phases.push({
      name: 'setup',
      seconds: 0,
      exitCode: 1,
      passed: 0,
      failed: 1,
      skipped: 0,
      note: 'aborted',
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }

  banner('summary');
  for (const phase of phases) {
    const skipped = phase.skipped ? `, ${phase.skipped} skipped` : '';
    const note = phase.note ? ` (${phase.note})` : '';
    const time = phase.seconds ? ` in ${phase.seconds.toFixed(1)} s` : '';
    console.log(`${phase.name}: ${phase.passed} passed, ${phase.failed} failed${skipped}${time}${note}`);
    const failures = phase.failures ?? [];
    for (const failure of failures.slice(0, MAX_FAILURES_NAMED)) console.log(`  ✗ ${failure}`);
    if (failures.length > MAX_FAILURES_NAMED)
      console.log(`  … and ${failures.length - MAX_FAILURES_NAMED} more (see the phase's output above)`);
  }
  const passed = phases.reduce((sum, phase) => sum + phase.passed, 0);
  const failed = phases.reduce((sum, phase) => sum + phase.failed, 0);
  if (passed + failed === 0) console.log('No test ran: that counts as a failure.');
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 || passed + failed === 0 ? 1 : 0;
}

await main();
