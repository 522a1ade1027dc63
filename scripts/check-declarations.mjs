// Fails the build when dist/types holds the declarations of a test or a test helper: test helpers
// live in test-support/ folders (excluded in tsconfig.declarations.json), and a file elsewhere that
// imports a test package is a helper in the wrong place. Run by build.mjs after tsc.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TYPES = path.join(ROOT, 'dist', 'types');

/** Packages only tests use: a module importing one of them is test code. */
export const TEST_PACKAGES = [
  'chai',
  'sinon',
  'nise',
  'fast-check',
  'axe-core',
  'mocha',
  '@web/test-runner',
  'playwright-core',
  'puppeteer-core',
];

const IMPORTED =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

/** Why a source file is test code, or null when it is not. `relative` is its path from the root. */
export function testCodeReason(relative, text) {
  const parts = relative.split(/[\\/]/);
  if (parts.includes('test-support')) return 'it is in a test-support folder';
  if (/\.test\.tsx?$/.test(relative)) return 'it is a test';
  for (const match of text.matchAll(IMPORTED)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    const used = TEST_PACKAGES.find((name) => specifier === name || specifier.startsWith(`${name}/`));
    if (used) return `it imports ${used} (a test helper belongs in a test-support folder)`;
  }
  return null;
}

/** The source file a declaration was emitted from. */
function sourceOf(declaration) {
  const base = path.relative(TYPES, declaration).replace(/\.d\.ts$/, '');
  return ['.ts', '.tsx'].map((ext) => base + ext).find((file) => existsSync(path.join(ROOT, file)));
}

function main() {
  if (!existsSync(TYPES)) {
    console.error('dist/types is missing: run the declarations step first.');
    process.exit(1);
  }
  const declarations = readdirSync(TYPES, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const offending = [];
  for (const declaration of declarations) {
    const source = sourceOf(declaration);
    if (!source) continue;
    const reason = testCodeReason(source, readFileSync(path.join(ROOT, source), 'utf8'));
    if (reason) offending.push(`${source}: ${reason}`);
  }
  if (offending.length > 0) {
    console.error(
      `Type declarations of test code were emitted into dist/types:\n  ${offending.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`  ${declarations.length} declarations, none of test code`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
