// Two demo instances on one PostgreSQL database behind HAProxy (haproxy.cfg next to this file),
// all on loopback: what the cluster test and the cluster benchmark run. `startCluster()` resolves
// once HAProxy sees both instances up; `stop()` ends everything it started.
import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, freePort } from '../../scripts/postgres.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const HAPROXY_CONFIG = path.join(ROOT, 'test', 'cluster', 'haproxy.cfg');
const READY_LINE = 'Storefront demo running';
/** Starting an instance compiles the demo on the fly: generous on a busy machine. */
const START_TIMEOUT_MS = 120_000;

/** HAProxy from Debian; installed when missing (as root, as CI runs). */
function ensureHaproxy() {
  if (spawnSync('haproxy', ['-v']).status === 0) return;
  if (process.getuid?.() !== 0) throw new Error('HAProxy is missing: apt-get install -y haproxy');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', 'haproxy'], { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('Could not install haproxy.');
}

/** Resolves when the child prints `line`; rejects when it exits first or takes too long. */
function waitForLine(child, line, what) {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`${what} did not start in time:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk) => {
      output += chunk;
      if (output.includes(line)) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code) => fail(new Error(`${what} exited (${code}):\n${output}`));
    function fail(error) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      reject(error);
    }
    child.stdout?.setEncoding('utf8').on('data', onData);
    child.stderr?.setEncoding('utf8').on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', onExit);
  });
}

/**
 * Starts the cluster on the PostgreSQL server of `serverUrl`. `instanceEnv` is added to both
 * instances' environment (e.g. IMPORT_ITEM_DELAY_MS).
 */
export async function startCluster(serverUrl, instanceEnv = {}) {
  ensureHaproxy();
  const directory = mkdtempSync(path.join(tmpdir(), 'storefront-cluster-'));
  const keyFile = path.join(directory, 'encryption-key.pem');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(keyFile, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  const database = await createDatabase(serverUrl, 'cluster');
  const secret = randomBytes(32).toString('base64url');
  const [lbPort, app1Port, app2Port] = [await freePort(), await freePort(), await freePort()];
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];

  const startInstance = (port) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'demo/server/main.ts')], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...instanceEnv,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: database.url,
        VALIDATION_CONTEXT_SECRET: secret,
        ENCRYPTION_KEY_FILE: keyFile,
        // The balancer on loopback tells the client's address; its own connections are not capped.
        TRUST_PROXY: '127.0.0.1',
      },
    });
    children.push(child);
    return child;
  };

  const stop = async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) =>
        child.exitCode !== null || child.signalCode !== null
          ? undefined
          : new Promise((resolve) => {
              const force = setTimeout(() => child.kill('SIGKILL'), 5000);
              child.once('exit', () => {
                clearTimeout(force);
                resolve(undefined);
              });
            }),
      ),
    );
    await database.drop().catch(() => {});
    rmSync(directory, { recursive: true, force: true });
  };

  try {
    const app1 = startInstance(app1Port);
    const app2 = startInstance(app2Port);
    // Both start at once on the empty database: migrations and the seed take their locks.
    await Promise.all([waitForLine(app1, READY_LINE, 'app1'), waitForLine(app2, READY_LINE, 'app2')]);
    const haproxy = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        LB_PORT: String(lbPort),
        APP1_PORT: String(app1Port),
        APP2_PORT: String(app2Port),
      },
    });
    children.push(haproxy);
    const url = `http://127.0.0.1:${lbPort}`;
    await untilBothServe(url);
    return {
      url,
      instances: { app1, app2 },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Polls the balancer until two answers in a row came from the two instances (both are up). */
async function untilBothServe(url) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  const seen = new Set();
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/`, { redirect: 'manual' });
      const server = response.headers.get('x-served-by');
      if (response.status === 302 && server) seen.add(server);
      if (seen.size === 2) return;
    } catch {
      // HAProxy is not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The balancer never answered from both instances.');
}
