// The one script every page includes, min and min+gzip (gzip level 9, as `npm run size`), beside the
// peers' own published figures. `npm run size` lists every chunk and fails over the budget; this
// prints the line BENCHMARKS.md keeps. Needs the built library (`npm run build`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { printRunTable, spacedThousands } from './report-table.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = 'dist/storefront-elements.js';
/** The entry's budget (README, "Size and speed"; checked by `npm run size`). */
const BUDGET_BYTES = 12 * 1024;
/** Min+gzip of the peers' whole library, as each publishes it (not measured here). */
const PEERS_PUBLISHED = [
  ['htmx 4.0.1', '13.3 KB'],
  ['htmx 2', '16.5 KB'],
  ['Turbo 8', 'about 25 KB'],
  ['Unpoly 3', '58.8 KB'],
];

const code = readFileSync(path.join(ROOT, ENTRY));
const gzip = gzipSync(code, { level: 9 }).length;
printRunTable({
  command: 'npm run build && node bench/bundle-size.mjs',
  columns: ['library', 'min', 'min+gzip', 'figure'],
  rows: [
    [
      `storefront-elements (\`${ENTRY}\`)`,
      `${(code.length / 1024).toFixed(1)} KB`,
      `**${(gzip / 1024).toFixed(2)} KB** (${spacedThousands(gzip)} B)`,
      `measured; budget ${spacedThousands(BUDGET_BYTES)} B`,
    ],
    ...PEERS_PUBLISHED.map(([name, size]) => [name, '—', size, 'their own published figure']),
  ],
});
