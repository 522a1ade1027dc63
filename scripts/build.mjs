// `npm run build`: a clean dist/, the rollup bundles, then type declarations in dist/types.
// Rollup does not clean dist/ and its esbuild plugin does not type-check: both happen here.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (file) => path.join(ROOT, 'node_modules', ...file.split('/'));

function step(title, args) {
  console.log(`\n> ${title}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${title} failed (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

rmSync(path.join(ROOT, 'dist'), { recursive: true, force: true });
step('rollup: dist/storefront-elements.js, dist/chunks/, dist/server.js, dist/conformance.js', [
  bin('rollup/dist/bin/rollup'),
  '--config',
  'rollup.config.mjs',
]);
// tsx: the manifest names attributes with the elements' own kebabCase (src/protocol/kebab-case.ts).
step('custom-elements.json from the element files', [
  '--import',
  'tsx',
  path.join('scripts', 'custom-elements.mjs'),
]);
step('tsc: type declarations in dist/types', [
  bin('typescript/bin/tsc'),
  '-p',
  path.join('scripts', 'tsconfig.declarations.json'),
]);
step('dist/types holds no test code', [path.join('scripts', 'check-declarations.mjs')]);
