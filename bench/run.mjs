// `npm run bench`: builds the library if needed, then runs every benchmark. Each prints its table in
// BENCHMARKS.md's columns under a heading with the commit and the load, and each section heading
// here is the file's, so a run's output can be pasted into the file section by section.
// The cluster (`node bench/cluster.mjs`) needs PostgreSQL and HAProxy and runs on its own.
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

const benchmarks = [
  // `npm run size` first: it fails when the entry is over its budget.
  ['Bundle size — `npm run size`', ['scripts/size.mjs', 'bench/bundle-size.mjs']],
  ['Core Web Vitals of the demo — `npm run bench:vitals`', ['bench/vitals.ts']],
  ['Lighthouse (mobile) — `npm run bench:lighthouse`', ['bench/lighthouse.ts']],
  ['Interaction to Next Paint of the first tap — `npm run bench:inp`', ['bench/inp.mjs']],
  ['From the first tap to the response — `npm run bench:tap-response`', ['bench/tap-response.mjs']],
  ['Long tasks of upgrades — `npm run bench:upgrade-tasks`', ['bench/upgrade-tasks.ts']],
  ['Multi-target swap — `node bench/multi-target-swap.mjs`', ['bench/multi-target-swap.mjs']],
  ['Morph versus replace — `node bench/morph.mjs`', ['bench/morph.mjs']],
  ['Click to swap with and without prefetch — `node bench/prefetch.mjs`', ['bench/prefetch.mjs']],
  [
    'Click to first paint with and without speculation rules — `npm run bench:speculation`',
    ['bench/speculation.mjs'],
  ],
  ['Streamed multi-target answers — `npm run bench:stream`', ['bench/stream.mjs']],
  [
    'React roots after 1 000 partial updates — `node bench/react-root-disposal.mjs`',
    ['bench/react-root-disposal.mjs'],
  ],
  [
    'Demo server fragment responses — `BENCH_SECONDS=10 node --import tsx bench/demo-fragments.ts`',
    ['bench/demo-fragments.ts'],
  ],
];
for (const [heading, files] of benchmarks) {
  console.log(`\n## ${heading}`);
  for (const file of files) run(file.endsWith('.ts') ? ['--import', 'tsx', file] : [file]);
}
