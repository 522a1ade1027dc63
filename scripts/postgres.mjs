// A throw-away PostgreSQL 15 (Debian's `postgresql` package) for the tests: a fresh data directory
// in the temporary folder, listening on one loopback port only, run as an unprivileged user (the
// server refuses to run as root), stopped and removed again by `stop()`.
//
// As a script: `node scripts/postgres.mjs` starts one, prints its DATABASE_URL and keeps it until
// Ctrl+C. Imported: `startPostgres()` resolves to `{ url, stop }`.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';
/** The role the tests connect as (a superuser of this throw-away server only). */
const ROLE = 'shop';

/** Installs Debian's postgresql when it is missing (possible only as root, as CI runs). */
function ensureInstalled() {
  if (existsSync(path.join(POSTGRES_BIN, 'initdb'))) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`PostgreSQL 15 is missing (${POSTGRES_BIN}): apt-get install -y postgresql`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'inherit', env });
}

/** The user the server runs as: root hands it to `postgres` (or `nobody`); anyone else runs it themself. */
function serverUser() {
  if (process.getuid?.() !== 0) return null;
  for (const user of ['postgres', 'nobody']) {
    if (spawnSync('id', ['-u', user]).status === 0) return user;
  }
  throw new Error('No unprivileged user (postgres, nobody) to run PostgreSQL as.');
}

function runAs(user, command, args) {
  const [file, argv] = user === null ? [command, args] : ['runuser', ['-u', user, '--', command, ...args]];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/** A loopback port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a server in a new temporary directory. `C` collation, so text sorts by code point as in
 * SQLite; fsync off, as nothing of it outlives the run.
 */
export async function startPostgres() {
  ensureInstalled();
  const user = serverUser();
  const directory = mkdtempSync(path.join(tmpdir(), 'storefront-postgres-'));
  const data = path.join(directory, 'data');
  chmodSync(directory, 0o777);
  const password = path.join(directory, 'password');
  writeFileSync(password, `${ROLE}\n`, { mode: 0o644 });
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      spawnSync(user === null ? path.join(POSTGRES_BIN, 'pg_ctl') : 'runuser', [
        ...(user === null ? [] : ['-u', user, '--', path.join(POSTGRES_BIN, 'pg_ctl')]),
        'stop',
        '-D',
        data,
        '-m',
        'immediate',
        '-w',
      ]);
      started = false;
    }
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    runAs(user, path.join(POSTGRES_BIN, 'initdb'), [
      '-D',
      data,
      '-U',
      ROLE,
      '--pwfile',
      password,
      '--auth',
      'scram-sha-256',
      '--encoding',
      'UTF8',
      '--locale',
      'C',
    ]);
    const options = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${directory}'`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    runAs(user, path.join(POSTGRES_BIN, 'pg_ctl'), [
      'start',
      '-D',
      data,
      '-w',
      '-l',
      path.join(directory, 'server.log'),
      '-o',
      options,
    ]);
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://${ROLE}:${ROLE}@127.0.0.1:${port}/postgres`, stop };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startPostgres();
  console.log(`DATABASE_URL=${server.url}`);
  const end = () => {
    server.stop();
    process.exit(0);
  };
  process.once('SIGINT', end);
  process.once('SIGTERM', end);
  setInterval(() => {}, 1 << 30);
}
