// Every file a doc names exists: a doc that names a file moved or never written sends a reader
// looking for nothing. A doc is a Markdown file of the project (docs/, README.md, BENCHMARKS.md ...);
// a name is a backticked path or a link target, outside code examples (those name their imports
// from a file of their own). A source's comments name only docs that exist, too.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Not the project's own files: dependencies, the build (named by docs, written by `npm run build`). */
const NOT_OURS = new Set(['node_modules', 'dist', 'coverage', '.git']);
const FENCE = /^\s*(```|~~~)/;
const BACKTICKED = /`([^`\s]+)`/g;
const LINK_TARGET = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;
/** What names a file of ours: a source, script, doc or data file (a `.js` name is a built file). */
const FILE_NAME = /^[\w./-]+\.(?:ts|tsx|mjs|md|json|php|sql|css)$/;

/** A doc named in a source's comments (`docs/elements.md`, "see BENCHMARKS.md"). */
const DOC_NAME = /(?<![\w./-])[\w./-]*[\w-]\.md\b/g;
const SOURCE = /\.(?:ts|tsx|mjs|js)$/;

/** Every path of the project's tree, files and folders, relative to ROOT with `/`. */
function projectPaths(dir = ''): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (NOT_OURS.has(entry.name) || entry.name.startsWith('.wtr-')) return [];
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? [relative, ...projectPaths(relative)] : [relative];
  });
}

/** The file names a doc's prose gives (code blocks left out), with the line they stand on. */
function namedFiles(markdown: string): { line: number; name: string; link: boolean }[] {
  const found: { line: number; name: string; link: boolean }[] = [];
  let inCode = false;
  markdown.split('\n').forEach((text, index) => {
    if (FENCE.test(text)) inCode = !inCode;
    if (inCode) return;
    for (const [, name = ''] of text.matchAll(BACKTICKED))
      if (FILE_NAME.test(name)) found.push({ line: index + 1, name, link: false });
    for (const [, name = ''] of text.matchAll(LINK_TARGET))
      if (FILE_NAME.test(name) && !/^\w+:/.test(name)) found.push({ line: index + 1, name, link: true });
  });
  return found;
}

/**
 * Whether `name`, named in `doc`, is a file or folder of `paths`. A link is relative to the doc. A
 * backticked path from the top (`src/core/swapper.ts`) must be there; a shorter one, named in the
 * context of its folder (`popup/popup-templates.ts`, `swapper.ts`), must end some path.
 */
function exists(name: string, doc: string, paths: ReadonlySet<string>): boolean {
  if (name.startsWith('dist/') || name.includes('node_modules/')) return true;
  const topLevel = new Set([...paths].filter((p) => !p.includes('/')));
  const resolved = path.posix.normalize(
    name.startsWith('.') ? path.posix.join(path.posix.dirname(doc), name) : name,
  );
  if (paths.has(resolved)) return true;
  if (name.startsWith('.') || topLevel.has(resolved.split('/')[0] ?? '')) return false;
  return [...paths].some((p) => p.endsWith(`/${resolved}`));
}

describe('paths named in the docs', () => {
  const paths = new Set(projectPaths());
  const docs = [...paths].filter((p) => p.endsWith('.md'));

  it('finds the docs and the names in them', () => {
    assert.ok(docs.includes('docs/architecture.md') && docs.includes('README.md'));
    const names = namedFiles(readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8'));
    assert.ok(names.some(({ name }) => name === 'src/core/partial-update.ts'));
  });

  it('names only files that exist', () => {
    const missing = docs.flatMap((doc) =>
      namedFiles(readFileSync(path.join(ROOT, doc), 'utf8'))
        .filter(({ name }) => !exists(name, doc, paths))
        .map(({ line, name }) => `${doc}:${line} ${name}`),
    );
    assert.deepEqual(missing, []);
  });

  it('has the sources name only docs that exist', () => {
    const missing = [...paths]
      // This file's own examples name docs that are not there on purpose.
      .filter((file) => SOURCE.test(file) && file !== 'scripts/doc-paths.test.ts')
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((text, index) =>
            [...text.matchAll(DOC_NAME)]
              .filter(([name]) => !name.startsWith('/') && !exists(name, file, paths)) // '/x.md': an address
              .map(([name]) => `${file}:${index + 1} ${name}`),
          ),
      );
    assert.deepEqual(missing, []);
  });

  it('catches a moved file, a wrong link and a name in no folder, not a code example', () => {
    const paths = new Set(['docs', 'docs/a.md', 'src', 'src/core', 'src/core/swapper.ts', 'README.md']);
    const names = namedFiles(
      [
        'See `src/core/swapper.ts`, `core/swapper.ts`, `swapper.ts` and [the doc](a.md#top).',
        'Gone: `src/core/swap.ts`, `core/gone.ts`, `gone.ts`, [a link](../a.md).',
        '```ts',
        "import { x } from './not-here.ts';",
        '```',
      ].join('\n'),
    );
    assert.deepEqual(
      names
        .filter(({ name }) => !exists(name, 'docs/b.md', paths))
        .map(({ line, name }) => `${line} ${name}`),
      ['2 src/core/swap.ts', '2 core/gone.ts', '2 gone.ts', '2 ../a.md'],
    );
    assert.equal(names.length, 8);
  });
});
