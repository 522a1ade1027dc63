// `npm run size`: bytes of the built browser bundle and its chunks — raw (the sources that went
// into each file, from its source map), min (the file as shipped) and min+gzip (gzip level 9).
// Fails when dist/storefront-elements.js exceeds its budget, or when it or a chunk it imports
// statically carries React or lit-html (both belong in lazy chunks only).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
const ENTRY = 'storefront-elements.js';
/** The budget of the one script every page includes (README, "Size and speed"). */
const ENTRY_BUDGET_BYTES = 12 * 1024;
const REACT_CHUNK = /^chunks\/react-[^/]+\.js$/;
/**
 * lit-html registers its version in `globalThis.litHtmlVersions` wherever it is bundled; the name
 * survives minification (a global property), so its presence in a file means lit-html is in it.
 */
const LIT_HTML_MARKER = 'litHtmlVersions';
/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` — not `import()`. */
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

function measure(file) {
  const code = readFileSync(path.join(DIST, file));
  const mapFile = path.join(DIST, `${file}.map`);
  const sources = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')).sourcesContent ?? []) : [];
  const raw = sources.reduce((sum, source) => sum + Buffer.byteLength(source ?? ''), 0);
  return { file, raw, min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

/** Files the given file loads before it can run (its static imports, transitively). */
function staticClosure(file, seen = new Set()) {
  const code = readFileSync(path.join(DIST, file), 'utf8');
  for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    if (seen.has(target) || !existsSync(path.join(DIST, target))) continue;
    seen.add(target);
    staticClosure(target, seen);
  }
  return seen;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`.padStart(11);

function printTable(rows) {
  console.log(`${'file'.padEnd(44)}${'raw'.padStart(11)}${'min'.padStart(11)}${'min+gzip'.padStart(11)}`);
  for (const row of rows) console.log(`${row.file.padEnd(44)}${kb(row.raw)}${kb(row.min)}${kb(row.gzip)}`);
}

if (!existsSync(path.join(DIST, ENTRY))) {
  console.error(`dist/${ENTRY} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const chunkDir = path.join(DIST, 'chunks');
const chunks = existsSync(chunkDir)
  ? readdirSync(chunkDir)
      .filter((name) => name.endsWith('.js'))
      .sort()
      .map((name) => `chunks/${name}`)
  : [];
const entry = measure(ENTRY);
// What a page downloads before the entry runs: the entry and every chunk it imports statically.
const eagerFiles = [...staticClosure(ENTRY)];
const eagerChunks = eagerFiles.map(measure);
const upFrontGzip = entry.gzip + eagerChunks.reduce((sum, row) => sum + row.gzip, 0);
const reactChunks = chunks.filter((file) => REACT_CHUNK.test(file)).map(measure);
const lazyChunks = chunks
  .filter((file) => !REACT_CHUNK.test(file) && !eagerFiles.includes(file))
  .map(measure);

console.log('Entry (every page), with any chunk it imports statically:');
printTable([entry, ...eagerChunks]);
console.log(`\nLazy chunks (${lazyChunks.length}):`);
printTable(lazyChunks);
console.log('\nReact chunk (loaded with the first React element):');
printTable(reactChunks);
const all = [entry, ...eagerChunks, ...lazyChunks, ...reactChunks];
const total = (key) => all.reduce((sum, row) => sum + row[key], 0);
console.log(`\nAll files: ${kb(total('raw'))} raw, ${kb(total('min'))} min, ${kb(total('gzip'))} min+gzip`);

const problems = [];
if (upFrontGzip > ENTRY_BUDGET_BYTES) {
  const withChunks = eagerChunks.length > 0 ? ` with its ${eagerChunks.length} static chunk(s)` : '';
  problems.push(
    `dist/${ENTRY}${withChunks} is ${upFrontGzip} bytes min+gzip, over its budget of ${ENTRY_BUDGET_BYTES} bytes.`,
  );
}
const eagerReact = eagerFiles.filter((file) => REACT_CHUNK.test(file));
if (eagerReact.length > 0) {
  problems.push(`dist/${ENTRY} loads React eagerly (static import of ${eagerReact.join(', ')}).`);
}
// The entry and every file it imports statically: the templates of the behaviours are lazy only.
const eagerLitHtml = [ENTRY, ...eagerFiles].filter((file) =>
  readFileSync(path.join(DIST, file), 'utf8').includes(LIT_HTML_MARKER),
);
if (eagerLitHtml.length > 0) {
  problems.push(
    `lit-html is in the code every page loads up front (${eagerLitHtml.map((file) => `dist/${file}`).join(', ')} ` +
      `contains "${LIT_HTML_MARKER}"). Import lit-html only from modules that are loaded with import().`,
  );
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`\nFAIL: ${problem}`);
  process.exit(1);
}
console.log(
  `\nOK: dist/${ENTRY} loads ${upFrontGzip} bytes min+gzip up front (budget ${ENTRY_BUDGET_BYTES}); React and lit-html load lazily.`,
);
