#!/usr/bin/env node
/**
 * `npm start`: build the library when dist/ is missing or older than its sources, then run the
 * demo shop in production mode on HOST:PORT (127.0.0.1:3000 by default).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'dist', 'storefront-elements.js');
const SOURCE_DIRS = ['src', 'elements'];

function newestModification(directory) {
  if (!existsSync(directory)) return 0;
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestModification(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function libraryIsStale() {
  if (!existsSync(bundle)) return true;
  const sources = Math.max(...SOURCE_DIRS.map((directory) => newestModification(join(root, directory))));
  return statSync(bundle).mtimeMs < sources;
}

if (libraryIsStale()) {
  console.log('Building the library (dist/ is missing or older than src/)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    // Every page works without script, so the shop still starts; say clearly what is missing.
    console.warn(
      'The library build failed: the shop runs without its client script until `npm run build` succeeds.',
    );
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'demo/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
