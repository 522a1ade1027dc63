// The layer rules of docs/architecture.md, checked against every relative import (static,
// re-export and dynamic import()) of the production files: a new import that points the wrong way
// fails here with the file and the import named, and so does a circle of imports (a reader of one
// file of it has to hold all of them). Tests and test support (test-support folders and files) may
// reach across.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What each layer may import besides itself (docs/architecture.md "Layers"). */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  'src/index.ts': ['elements', 'src/behaviours', 'src/toolkit', 'src/core', 'src/protocol', 'src/i18n'],
  elements: ['src/components', 'src/behaviours', 'src/toolkit', 'src/core', 'src/protocol', 'src/i18n'],
  'src/behaviours': ['src/toolkit', 'src/core', 'src/protocol', 'src/i18n'],
  'src/components': ['src/toolkit', 'src/core', 'src/protocol', 'src/i18n'],
  // What behaviours and components share (keys, cookies, queues, anchors, the behaviour loader);
  // the engine never needs it.
  'src/toolkit': ['src/core', 'src/protocol', 'src/i18n'],
  'src/core': ['src/protocol', 'src/i18n'],
  'src/server': ['src/protocol', 'src/i18n'],
  // The conformance kit (a Node bin) checks a shop against the contract with the server helper's checks.
  'src/conformance': ['src/protocol', 'src/server'],
  // The Node side of the settled signal for end-to-end tests (docs/settled.md): the ledger's key.
  'src/testing': ['src/protocol'],
  'src/i18n': [],
  'src/protocol': [],
  // The demo uses the package through its server entry point, as a shop would; its views render
  // from data and form definitions, never from the server's modules.
  'demo/server': ['demo/db', 'demo/forms', 'demo/i18n', 'demo/views', 'src/server/index.ts'],
  'demo/views': ['demo/db', 'demo/forms', 'demo/i18n', 'src/server/index.ts'],
  'demo/forms': ['demo/db', 'demo/i18n'],
  'demo/db': ['demo/i18n'],
  'demo/i18n': ['src/server/index.ts'],
};

const SOURCE = /\.tsx?$/;
const NOT_PRODUCTION = /\.test\.tsx?$|\/test-support(\/|\.tsx?$)/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)'(\.{1,2}\/[^']+)'/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .filter((file) => SOURCE.test(file) && !NOT_PRODUCTION.test(file));
}

/** The layer a file belongs to: the longest key of MAY_IMPORT it is or lies in. */
function layerOf(file: string): string | null {
  const layers = Object.keys(MAY_IMPORT).filter((layer) => file === layer || file.startsWith(`${layer}/`));
  return layers.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** Whether `target` is, or lies in, one of the allowed names. */
function allowed(target: string, names: readonly string[]): boolean {
  return names.some((name) => target === name || target.startsWith(`${name}/`));
}

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(IMPORT)].map((match) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? '')),
  );
}

/**
 * The files of each circle of imports among `files` (files that import each other, through any
 * number of others), sorted. Type imports count: they tie the files as tightly for a reader.
 */
function importCircles(files: readonly string[], importsOfFile: (file: string) => string[]): string[][] {
  const known = new Set(files);
  const targets = new Map(
    files.map((file) => [file, importsOfFile(file).filter((target) => known.has(target))]),
  );
  // Tarjan's strongly connected components: each is a circle, or a file alone.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    for (const target of targets.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (stack.includes(target)) {
        low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    if (component.length > 1 || targets.get(file)?.includes(file)) circles.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return circles.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

describe('layers (docs/architecture.md)', () => {
  const files = ['src', 'elements', 'demo'].flatMap(sourceFiles);

  it('finds the files and their imports', () => {
    assert.ok(files.length > 300, `only ${files.length} files found`);
    assert.ok(files.includes('src/core/partial-update.ts'));
    assert.ok(
      importsOf('src/core/partial-update.ts').includes('src/core/announcer.ts'),
      'dynamic imports are read',
    );
  });

  it('puts every production file in a layer', () => {
    assert.deepEqual(
      files.filter((file) => layerOf(file) === null),
      [],
    );
  });

  it('has every import point the way the layers allow', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const layer = layerOf(file);
      if (!layer) continue;
      for (const target of importsOf(file)) {
        const targetLayer = layerOf(target);
        if (targetLayer === layer) continue;
        if (!allowed(target, MAY_IMPORT[layer] ?? [])) wrong.push(`${file} imports ${target}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('has no circle of imports', () => {
    assert.deepEqual(
      importCircles(files, importsOf).map((circle) => circle.join(' ↔ ')),
      [],
    );
  });

  it('catches a circle of imports, a dynamic or a type import included', () => {
    const imports: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a', 'd'], d: ['d'], e: ['a'] };
    assert.deepEqual(
      importCircles(Object.keys(imports), (file) => imports[file] ?? []),
      [['a', 'b', 'c'], ['d']],
    );
  });

  it('catches an import that points the wrong way', () => {
    const layer = layerOf('src/components/Popup/Popup.tsx');
    assert.equal(layer, 'src/components');
    assert.equal(allowed('src/behaviours/popup/popup-session.ts', MAY_IMPORT[layer] ?? []), false);
    assert.equal(allowed('src/core/events.ts', MAY_IMPORT[layer] ?? []), true);
    assert.equal(allowed('src/server/pu.ts', MAY_IMPORT['demo/views'] ?? []), false);
  });
});
