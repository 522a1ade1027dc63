// tapFailures over the TAP that node's own test runner writes for a file with passing, failing and
// nested tests.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { tapFailures } from './tap-failures.mjs';

const FILE = `import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
describe('outer', () => {
  it('passes', () => {});
  describe('inner', () => {
    it("compares what isn't equal", () => assert.equal(1, 2, 'one is not two\\nsecond line'));
  });
  it('throws', () => { throw new Error('boom'); });
});
it('top level fails', async () => { await Promise.reject(new TypeError('no such thing')); });
it('top level passes', () => {});
`;

function tapOf(source: string): { tap: string; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tap-failures-'));
  writeFileSync(path.join(dir, 'sample.test.mjs'), source);
  // Without the outer runner's NODE_TEST_CONTEXT, or the child reports to it instead of to stdout.
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  const result = spawnSync(process.execPath, ['--test', '--test-reporter=tap', 'sample.test.mjs'], {
    cwd: dir,
    encoding: 'utf8',
    env,
  });
  return { tap: result.stdout, dir };
}

describe('tapFailures', () => {
  it('names each failed test with its file and line, its suites and its error, and no suite for its subtests', () => {
    const { tap, dir } = tapOf(FILE);
    try {
      assert.deepEqual(tapFailures(tap, dir), [
        "sample.test.mjs:6: outer › inner › compares what isn't equal: one is not two",
        'sample.test.mjs:8: outer › throws: boom',
        'sample.test.mjs:10: top level fails: no such thing',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds nothing in a report where everything passed', () => {
    const { tap, dir } = tapOf(`import { it } from 'node:test';\nit('passes', () => {});\n`);
    try {
      assert.match(tap, /^ok 1 - passes$/m);
      assert.deepEqual(tapFailures(tap, dir), []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
