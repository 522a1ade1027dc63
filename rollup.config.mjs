// Library build. Two bundles:
// - browser: src/index.ts → dist/storefront-elements.js, code-split: every dynamic import() is a
//   lazy chunk in dist/chunks/, and React + ReactDOM + scheduler + r2wc share one `react` chunk
//   that only the chunks rendering React load;
// - node: src/server/index.ts → dist/server.js for `storefront-elements/server`;
// - node bin: src/conformance/cli.ts → dist/conformance.js, `npx storefront-elements-conformance`.
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { behaviourModules } from './scripts/behaviour-table.mjs';

const TSCONFIG = fileURLToPath(new URL('./tsconfig.json', import.meta.url));
const EXTENSIONS = ['.mjs', '.js', '.json', '.ts', '.tsx'];
const TARGET = 'es2022';

/** Everything that makes up React at runtime, kept together in chunks/react-[hash].js. */
const REACT_MODULE = /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc[\\/][^\\/]+)[\\/]/;
const TEST_FILE = /\.test\.tsx?$/;

/** Tests are never part of a bundle: importing one from library code is a build error. */
function rejectTestFiles() {
  return {
    name: 'reject-test-files',
    load(id) {
      if (TEST_FILE.test(id)) this.error(`A test file must not be bundled: ${id}`);
      return null;
    },
  };
}

const typescript = () =>
  esbuild({
    include: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    target: TARGET,
    jsx: 'automatic',
    tsconfig: TSCONFIG,
    sourceMap: true,
  });

/**
 * dist/chunk-table.json: for each source module imported lazily (an element, a behaviour),
 * the chunk's file and every chunk it imports statically, relative to dist/; and for each behaviour
 * of the registry its selector with the files it loads at once (scripts/behaviour-table.mjs). The
 * server helper (src/server/module-preload.ts) reads it to preload what a page's markup will need.
 */
function chunkTable() {
  return {
    name: 'chunk-table',
    async generateBundle(_options, bundle) {
      const root = fileURLToPath(new URL('.', import.meta.url));
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** The chunk and its static imports, depth first, the entry left out (the page has it). */
      const closure = (fileName, into = new Set()) => {
        const chunk = byFile.get(fileName);
        if (!chunk || chunk.isEntry || into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of chunk.imports) closure(imported, into);
        return into;
      };
      const modules = {};
      for (const chunk of chunks) {
        if (chunk.isEntry) continue;
        // Every module something imports lazily: a chunk's own start, or one a shared chunk holds.
        for (const id of chunk.moduleIds) {
          if (id.includes('node_modules') || !this.getModuleInfo(id)?.dynamicImporters.length) continue;
          const source = path.relative(root, id).split(path.sep).join('/');
          modules[source] = [...closure(chunk.fileName)];
        }
      }
      const behaviours = (await behaviourModules(root)).map(({ selector, modules: loaded }) => {
        const files = loaded.map((module) => {
          if (!modules[module])
            this.error(`The registry loads ${module}, which the build did not make a chunk of`);
          return modules[module];
        });
        return [selector, [...new Set(files.flat())]];
      });
      const entry = chunks.find((chunk) => chunk.isEntry)?.fileName;
      this.emitFile({
        type: 'asset',
        fileName: 'chunk-table.json',
        source: `${JSON.stringify({ entry, modules, behaviours }, null, 1)}\n`,
      });
    },
  };
}

/** @type {import('rollup').RollupOptions} */
const browserBundle = {
  input: 'src/index.ts',
  // Lazy chunks share core modules with the entry: let them import those from the entry itself
  // instead of moving the whole entry into a shared chunk behind a re-exporting facade.
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: 'storefront-elements.js',
    chunkFileNames: 'chunks/[name]-[hash:7].js',
    generatedCode: 'es2015',
    sourcemap: true,
    manualChunks(id) {
      return REACT_MODULE.test(id) ? 'react' : undefined;
    },
  },
  plugins: [
    rejectTestFiles(),
    nodeResolve({ browser: true, extensions: EXTENSIONS }),
    commonjs(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    typescript(),
    terser({ ecma: 2020, module: true, compress: { passes: 3 } }),
    chunkTable(),
  ],
};

/** @type {import('rollup').RollupOptions} */
const nodeBundle = {
  input: 'src/server/index.ts',
  output: { file: 'dist/server.js', format: 'es', sourcemap: true },
  external: [...builtinModules, ...builtinModules.map((name) => `node:${name}`)],
  plugins: [
    rejectTestFiles(),
    nodeResolve({ extensions: EXTENSIONS, exportConditions: ['node'], preferBuiltins: true }),
    typescript(),
  ],
};

/**
 * The conformance kit's command (package.json `bin`): one self-contained file with its shebang, the
 * protocol constants and server checks it shares with the helper bundled in.
 */
/** @type {import('rollup').RollupOptions} */
const conformanceBin = {
  input: 'src/conformance/cli.ts',
  output: { file: 'dist/conformance.js', format: 'es', sourcemap: true, banner: '#!/usr/bin/env node' },
  external: nodeBundle.external,
  plugins: [
    rejectTestFiles(),
    nodeResolve({ extensions: EXTENSIONS, exportConditions: ['node'], preferBuiltins: true }),
    typescript(),
  ],
};

/**
 * `storefront-elements/settled`: the settled ledger as a module of its own, which a page loads
 * before the entry (docs/settled.md). It shares no code with the entry: events are its only link.
 */
/** @type {import('rollup').RollupOptions} */
const settledBundle = {
  input: 'src/core/settled/index.ts',
  output: { file: 'dist/settled.js', format: 'es', sourcemap: true },
  plugins: [rejectTestFiles(), typescript(), terser({ ecma: 2020, module: true })],
};

/** `storefront-elements/testing/playwright`: the Node side of the settled signal, for end-to-end tests. */
/** @type {import('rollup').RollupOptions} */
const playwrightHelper = {
  input: 'src/testing/playwright.ts',
  output: { file: 'dist/testing/playwright.js', format: 'es', sourcemap: true },
  plugins: [rejectTestFiles(), typescript()],
};

export default [browserBundle, nodeBundle, conformanceBin, settledBundle, playwrightHelper];
