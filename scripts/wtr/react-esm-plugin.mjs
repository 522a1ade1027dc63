// Dev-server plugin: serves React, ReactDOM and r2wc to browser tests as real ES modules.
//
// React ships CommonJS only, and the dev server's commonjs adapter cannot expose its named
// exports (`react-dom/client` has no `createRoot`). So the packages are pre-bundled once with
// esbuild into ESM with explicit named exports; splitting keeps a single React instance shared
// by every entry, which hooks and r2wc need.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';

/** URL prefix under which the pre-bundled modules are served. */
const SERVE_PREFIX = '/__react-esm/';
const ENTRY_NAMESPACE = 'react-esm-entry';

/**
 * Specifiers pre-bundled, with the file name they are served under. `cjs` entries get their
 * named exports listed from `module.exports`; `esm` entries re-export as they are.
 */
const PREBUNDLED = [
  { specifier: 'react', file: 'react', format: 'cjs' },
  { specifier: 'react/jsx-runtime', file: 'react-jsx-runtime', format: 'cjs' },
  { specifier: 'react/jsx-dev-runtime', file: 'react-jsx-dev-runtime', format: 'cjs' },
  { specifier: 'react-dom', file: 'react-dom', format: 'cjs' },
  { specifier: 'react-dom/client', file: 'react-dom-client', format: 'cjs' },
  // Sinon 20+ no longer ships the fake XHR server; nise is its standalone home (CommonJS only).
  { specifier: 'nise', file: 'nise', format: 'cjs' },
];

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Export names of the CommonJS packages, read in a child Node process: loading React inside
 * the runner would let its development build meddle with the runner's patched console.
 */
function commonJsExportNames(rootDir) {
  const specifiers = PREBUNDLED.filter((entry) => entry.format === 'cjs').map((entry) => entry.specifier);
  const script = `const names = {}; for (const s of ${JSON.stringify(specifiers)}) names[s] = Object.keys(require(s)); process.stdout.write(JSON.stringify(names));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: rootDir, encoding: 'utf8' }));
}

/** Source of one entry module: the package's exports, named one by one. */
function entrySource(entry, exportNames) {
  if (entry.format === 'esm') {
    return `export * from '${entry.specifier}';\nexport { default } from '${entry.specifier}';\n`;
  }
  const names = exportNames[entry.specifier].filter(
    (name) => IDENTIFIER.test(name) && name !== 'default' && name !== '__esModule',
  );
  return [
    `import mod from '${entry.specifier}';`,
    'export default mod;',
    `export const { ${names.join(', ')} } = mod;`,
    '',
  ].join('\n');
}

/** Bundles every entry once; resolves to a map of served path → module source. */
async function prebundle(rootDir) {
  const exportNames = commonJsExportNames(rootDir);
  const outdir = path.join(rootDir, SERVE_PREFIX);
  const result = await build({
    absWorkingDir: rootDir,
    entryPoints: PREBUNDLED.map((entry) => ({ in: `${ENTRY_NAMESPACE}:${entry.file}`, out: entry.file })),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    outdir,
    chunkNames: 'chunk-[hash]',
    logLevel: 'silent',
    // Development builds: tests want React's warnings and act() support.
    define: { 'process.env.NODE_ENV': '"development"' },
    plugins: [
      {
        name: 'react-esm-entries',
        setup(esbuild) {
          esbuild.onResolve({ filter: new RegExp(`^${ENTRY_NAMESPACE}:`) }, (args) => ({
            path: args.path.slice(ENTRY_NAMESPACE.length + 1),
            namespace: ENTRY_NAMESPACE,
          }));
          esbuild.onLoad({ filter: /.*/, namespace: ENTRY_NAMESPACE }, (args) => {
            const entry = PREBUNDLED.find((candidate) => candidate.file === args.path);
            return { contents: entrySource(entry, exportNames), resolveDir: rootDir, loader: 'js' };
          });
        },
      },
    ],
  });
  const modules = new Map();
  for (const file of result.outputFiles) {
    modules.set(SERVE_PREFIX + path.relative(outdir, file.path).split(path.sep).join('/'), file.text);
  }
  return modules;
}

/** @returns {import('@web/dev-server-core').Plugin} */
export function reactEsmPlugin() {
  let rootDir = process.cwd();
  /** @type {Promise<Map<string, string>> | undefined} */
  let modules;
  const servedPathOf = new Map(
    PREBUNDLED.map((entry) => [entry.specifier, `${SERVE_PREFIX}${entry.file}.js`]),
  );

  return {
    name: 'react-esm',
    serverStart({ config }) {
      rootDir = config.rootDir;
    },
    resolveImport({ source, context }) {
      const served = servedPathOf.get(source);
      if (served) return served;
      // Chunks import each other relatively; they exist only in memory, not on disk.
      if (context.path.startsWith(SERVE_PREFIX) && source.startsWith('./')) return source;
      return undefined;
    },
    async serve(context) {
      if (!context.path.startsWith(SERVE_PREFIX)) return undefined;
      modules ??= prebundle(rootDir);
      const body = (await modules).get(context.path);
      return body === undefined ? undefined : { body, type: 'js' };
    },
  };
}
