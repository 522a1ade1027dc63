// The conformance kit itself: each case passes against a tiny shop that keeps the contract and
// fails against the same shop breaking the rule the case is about (a real server each time).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { childElements, decodeEntities, findById, tagsOf } from '../../src/conformance/html-scan.ts';
import { ManifestError, readManifest } from '../../src/conformance/manifest.ts';
import { CONFORMANCE_CASES, runConformance } from '../../src/conformance/run-conformance.ts';
import { escapeHtml } from '../../src/server/escape-html.ts';
import { type Breakage, startTinyShop, TINY_SHOP_MANIFEST } from './tiny-shop.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Each breakage and the case that must catch it. */
const CAUGHT_BY: [Breakage, string][] = [
  ['malformed-markers-accepted', 'markers-malformed'],
  ['no-delimiters', 'multi-target'],
  ['part-left-out', 'multi-target'],
  ['title-missing', 'page-title'],
  ['csrf-unchecked', 'csrf-refusal'],
  ['input-unescaped', 'html-escaping'],
  ['loaded-pages-ignored', 'pagination-loaded-pages'],
  ['redirect-off-site', 'redirect'],
  ['no-redirect-ignored', 'redirect'],
  ['expiry-as-401', 'session-expiry'],
  ['unknown-context-accepted', 'validation-error-01'],
  ['login-keeps-token', 'login'],
  ['unknown-region-rendered', 'unknown-target'],
  ['whole-page-for-region', 'single-target'],
  ['vary-missing', 'full-page-without-marker'],
];

async function statusOf(breakage: Breakage, caseId: string) {
  const shop = await startTinyShop(breakage);
  try {
    const conformanceCase = CONFORMANCE_CASES.find((candidate) => candidate.id === caseId);
    assert.ok(conformanceCase, `a case ${caseId}`);
    const report = await runConformance(shop.origin, TINY_SHOP_MANIFEST, [conformanceCase]);
    return report.cases[0]!;
  } finally {
    await shop.close();
  }
}

/** The command line, run in a child process (asynchronously: the shop it talks to lives in this one). */
function runCli(args: string[]): Promise<{ status: number; stdout: string }> {
  const cli = path.join('src', 'conformance', 'cli.ts');
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', cli, ...args], { cwd: ROOT }, (error, stdout) =>
      resolve({ status: error ? Number(error.code) : 0, stdout }),
    );
  });
}

describe('the conformance kit', () => {
  for (const [breakage, caseId] of CAUGHT_BY) {
    it(`fails ${caseId} against a shop where ${breakage}, and passes it against the whole shop`, async () => {
      const whole = await statusOf('none', caseId);
      assert.equal(whole.status, 'pass', JSON.stringify(whole.checks.filter((check) => !check.ok)));
      const broken = await statusOf(breakage, caseId);
      assert.equal(broken.status, 'fail');
      assert.ok(broken.exchanges.length > 0, 'the report says what was sent and what came back');
    });
  }

  it('passes multi-target against a shop that sends the parts in its own order, as a streaming shop does', async () => {
    const own = await statusOf('parts-in-own-order', 'multi-target');
    assert.equal(own.status, 'pass', JSON.stringify(own.checks.filter((check) => !check.ok)));
  });

  it('skips a case whose manifest entry is missing, and names the entry', async () => {
    const report = await runConformance('http://127.0.0.1:9', { region: { path: '/', target: 'content' } }, [
      CONFORMANCE_CASES.find((candidate) => candidate.id === 'multi-target')!,
    ]);
    assert.equal(report.cases[0]!.status, 'skip');
    assert.match(report.cases[0]!.note ?? '', /multiTarget/);
  });

  it('reports a refused connection as a failed case, not a crash', async () => {
    const report = await runConformance('http://127.0.0.1:9', TINY_SHOP_MANIFEST, [CONFORMANCE_CASES[0]!]);
    assert.equal(report.cases[0]!.status, 'fail');
    assert.ok(report.cases[0]!.note);
  });

  it('exits 0 with a --json report against the whole shop, 1 against a broken one, 2 without a base URL', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'conformance-')), 'manifest.json');
    writeFileSync(file, JSON.stringify(TINY_SHOP_MANIFEST));
    for (const [breakage, code] of [
      ['none', 0],
      ['csrf-unchecked', 1],
    ] as const) {
      const shop = await startTinyShop(breakage);
      try {
        const result = await runCli([shop.origin, '--manifest', file, '--json']);
        assert.equal(result.status, code, result.stdout.slice(0, 2000));
        const report = JSON.parse(result.stdout);
        assert.equal(report.cases.length, CONFORMANCE_CASES.length);
        assert.equal(report.failed > 0, code === 1);
      } finally {
        await shop.close();
      }
    }
    assert.equal((await runCli([])).status, 2);
  });

  it('refuses a manifest it cannot run from, naming the field', () => {
    assert.throws(() => readManifest({}), ManifestError);
    assert.throws(
      () => readManifest({ region: { path: '/', target: 'content' }, pagination: { path: 'list' } }),
      /pagination\.path/,
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        try {
          readManifest(value);
        } catch (error) {
          assert.ok(error instanceof ManifestError);
        }
      }),
    );
  });
});

describe('the kit reading answers (html-scan)', () => {
  it('reads any text without throwing, and finds no element in escaped text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        tagsOf(text);
        childElements(text);
        assert.equal(findById(`<p>${escapeHtml(text)}</p>`, 'x'), null);
        assert.equal(decodeEntities(escapeHtml(text)), text);
      }),
    );
  });

  it('counts the direct children of a list, nested markup and void elements included', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 12 }), (texts) => {
        const items = texts.map((text) => `<li><a href="/p"><img src="x">${escapeHtml(text)}</a><br></li>`);
        assert.equal(childElements(items.join('')).length, texts.length);
      }),
    );
  });
});
