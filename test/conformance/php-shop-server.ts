/**
 * The PHP reference shop (examples/php) on a loopback port of its own, served by `php -S` with a
 * fresh database file; the conformance test and the end-to-end journeys start and stop it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUTER = path.join(ROOT, 'examples', 'php', 'router.php');
/** How long `php -S` may take to accept connections. */
const START_TIMEOUT_MS = 10_000;

export interface PhpShop {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly origin: string;
  /** The cookie (`name=value`) of a signed-in session of Jana that ended: the session-expiry case. */
  endedSessionCookie(): string;
  close(): Promise<void>;
}

/** PHP with PDO SQLite, or an error that says what to install. */
function requirePhp(): void {
  const check = spawnSync('php', ['-r', 'echo extension_loaded("pdo_sqlite") ? "ok" : "no";'], {
    encoding: 'utf8',
  });
  if (check.error || check.stdout !== 'ok')
    throw new Error(
      'The PHP shop needs PHP 8 CLI with PDO SQLite (Debian: apt-get install -y php8.2-cli php8.2-sqlite3 php8.2-mbstring; .ci/run installs them).',
    );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilServing(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`php -S ended with code ${child.exitCode}`);
    try {
      // The first request creates and seeds the database.
      if ((await fetch(`${origin}/en/category/lamps`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`php -S did not answer at ${origin} within ${START_TIMEOUT_MS} ms`);
}

export async function startPhpShop(): Promise<PhpShop> {
  requirePhp();
  const directory = mkdtempSync(path.join(tmpdir(), 'storefront-php-'));
  const database = path.join(directory, 'shop.sqlite');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn('php', ['-S', `127.0.0.1:${port}`, ROUTER], {
    cwd: ROOT,
    env: { ...process.env, SHOP_DATABASE: database },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(origin, child);
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${log}`);
  }
  return {
    origin,
    endedSessionCookie() {
      const id = `ended-session-${'x'.repeat(24)}`;
      const db = new Database(database);
      try {
        db.prepare(
          'INSERT OR REPLACE INTO sessions (id, user_id, csrf_token, expires_at) VALUES (?, 1, ?, 0)',
        ).run(id, 'ended');
      } finally {
        db.close();
      }
      return `shop_session=${id}`;
    },
    close: stop,
  };
}
