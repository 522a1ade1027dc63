// mergeRerun and withoutFiles: a browser file that could not run is run once more, and only its own
// counts are replaced; the failures of files that ran stand.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { type BrowserRun, mergeRerun, withoutFiles } from './rerun-broken.mjs';

const run = (fields: Partial<BrowserRun>): BrowserRun => ({
  exitCode: 0,
  passed: 0,
  failed: 0,
  skipped: 0,
  failures: [],
  brokenFiles: [],
  ...fields,
});

describe('mergeRerun', () => {
  it('replaces a file that could not run with its rerun, and the exit code with the rerun’s', () => {
    const first = run({
      exitCode: 1,
      passed: 1400,
      failed: 1,
      failures: ['src/a.test.tsx: could not run: WebDriverError: Request failed'],
      brokenFiles: ['src/a.test.tsx'],
    });
    const merged = mergeRerun(first, run({ passed: 9 }));
    assert.deepEqual(
      { ...merged, note: undefined },
      { exitCode: 0, passed: 1409, failed: 0, skipped: 0, failures: [], brokenFiles: [], note: undefined },
    );
    assert.match(merged.note, /src\/a\.test\.tsx/);
  });

  it('keeps the failures of files that ran, and the first exit code with them', () => {
    const first = run({
      exitCode: 1,
      passed: 10,
      failed: 2,
      failures: ['src/b.test.ts: suite › test: expected 1', 'src/a.test.tsx: could not run'],
      brokenFiles: ['src/a.test.tsx'],
    });
    const merged = mergeRerun(first, run({ passed: 3 }));
    assert.equal(merged.exitCode, 1);
    assert.equal(merged.failed, 1);
    assert.deepEqual(merged.failures, ['src/b.test.ts: suite › test: expected 1']);
  });

  it('a file that cannot run the second time either stays a failure', () => {
    const broken = run({
      exitCode: 1,
      failed: 1,
      failures: ['src/a.test.tsx: could not run: SyntaxError'],
      brokenFiles: ['src/a.test.tsx'],
    });
    const merged = mergeRerun({ ...broken, passed: 5 }, broken);
    assert.equal(merged.exitCode, 1);
    assert.equal(merged.failed, 1);
    assert.deepEqual(merged.brokenFiles, ['src/a.test.tsx']);
  });

  it('counts add up for any split of passed and broken files', () => {
    fc.assert(
      fc.property(
        fc.nat(2000),
        fc.uniqueArray(fc.stringMatching(/^src\/[a-z]{1,8}\.test\.ts$/), { minLength: 1, maxLength: 5 }),
        fc.nat(50),
        fc.nat(3),
        (passed, broken, rerunPassed, rerunFailed) => {
          const first = run({
            exitCode: 1,
            passed,
            failed: broken.length,
            failures: broken.map((file) => `${file}: could not run`),
            brokenFiles: broken,
          });
          const again = run({
            exitCode: rerunFailed > 0 ? 1 : 0,
            passed: rerunPassed,
            failed: rerunFailed,
            failures: Array.from({ length: rerunFailed }, (_, index) => `${broken[0]}: t${index}: no`),
          });
          const merged = mergeRerun(first, again);
          assert.equal(merged.passed, passed + rerunPassed);
          assert.equal(merged.failed, rerunFailed);
          assert.equal(merged.failures.length, rerunFailed);
          assert.equal(merged.exitCode, rerunFailed > 0 ? 1 : 0);
        },
      ),
    );
  });
});

describe('withoutFiles', () => {
  it('drops the --files list in both spellings and keeps every other argument', () => {
    assert.deepEqual(withoutFiles(['--files', 'a.ts', 'b.ts', '--watch']), ['--watch']);
    assert.deepEqual(withoutFiles(['--files=a.ts', '--manual']), ['--manual']);
    assert.deepEqual(withoutFiles(['--static-logging', '--files', 'a.ts']), ['--static-logging']);
    assert.deepEqual(withoutFiles([]), []);
  });
});
