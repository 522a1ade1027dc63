// countSessions over finished web-test-runner sessions: totals per browser and the failed tests named.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { countSessions } from './count-reporter.mjs';

const file = (name: string) => path.join(process.cwd(), 'src', name);

describe('countSessions', () => {
  it('counts per browser and names each failed test by file, suites and first error line', () => {
    const counts = countSessions([
      {
        browser: { name: 'WebKit' },
        testFile: file('a.test.ts'),
        passed: false,
        errors: [],
        testResults: {
          name: '',
          tests: [{ name: 'top', passed: true, skipped: false }],
          suites: [
            {
              name: 'outer',
              tests: [
                { name: 'fails', passed: false, skipped: false, error: { message: 'expected 1\nto be 2' } },
                { name: 'skipped', passed: false, skipped: true },
              ],
              suites: [
                { name: 'inner', tests: [{ name: 'no message', passed: false, skipped: false }], suites: [] },
              ],
            },
          ],
        },
      },
      {
        browser: { name: 'WebKit' },
        testFile: file('b.test.ts'),
        passed: false,
        errors: [{ message: 'SyntaxError: Unexpected token' }],
        testResults: { name: '', tests: [], suites: [] },
      },
      {
        browser: { name: 'Chromium' },
        testFile: file('a.test.ts'),
        passed: true,
        errors: [],
        testResults: { name: '', tests: [{ name: 'top', passed: true, skipped: false }], suites: [] },
      },
    ]);
    assert.deepEqual(counts.Chromium, { passed: 1, failed: 0, skipped: 0, brokenFiles: [], failures: [] });
    assert.deepEqual(counts.WebKit, {
      passed: 1,
      failed: 3,
      skipped: 1,
      brokenFiles: [path.join('src', 'b.test.ts')],
      failures: [
        `${path.join('src', 'a.test.ts')}: outer › fails: expected 1`,
        `${path.join('src', 'a.test.ts')}: outer › inner › no message`,
        `${path.join('src', 'b.test.ts')}: could not run: SyntaxError: Unexpected token`,
      ],
    });
  });
});
