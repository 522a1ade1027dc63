// `npm run bench`: builds the library if needed, then runs every benchmark and prints its figures.
// Record them in BENCHMARKS.md with this command.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (args) => {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(path.join(ROOT, 'dist/storefront-elements.js'))) run(['scripts/build.mjs']);

console.log('\n## Bundle size');
run(['scripts/size.mjs']);

const benchmarks = [
  ['Multi-target swap', 'bench/multi-target-swap.mjs'],
  ['Morph versus replace', 'bench/morph.mjs'],
  ['React roots after 1 000 partial updates', 'bench/react-root-disposal.mjs'],
  ['Demo server fragment responses', 'bench/demo-fragments.ts'],
  ['Core Web Vitals of the demo pages', 'bench/vitals.ts'],
  ['Lighthouse (mobile) on the demo', 'bench/lighthouse.ts'],
];
for (const [title, file] of benchmarks) {
  if (!existsSync(path.join(ROOT, file))) continue;
  console.log(`\n## ${title}`);
  run(file.endsWith('.ts') ? ['--import', 'tsx', file] : [file]);
}
