// Starts WebKitWebDriver on a free loopback port for the WebKit test run, and stops it
// when the runner exits.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 15_000;

/** Asks the OS for a free loopback port. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Polls the driver's /status until it answers ready. */
async function waitUntilReady(url, driver) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${driver.exitCode}`);
    try {
      const response = await fetch(`${url}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url} within ${READY_TIMEOUT_MS} ms`);
}

/**
 * Spawns the driver and resolves once it accepts sessions.
 * @param {string} driverPath path of WebKitWebDriver
 * @returns {Promise<{ hostname: string, port: number, stop: () => void }>}
 */
export async function startWebKitDriver(driverPath) {
  const port = await freePort();
  const driver = spawn(driverPath, [`--port=${port}`, '--host=local'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  driver.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const stop = () => {
    if (driver.exitCode === null && !driver.killed) driver.kill('SIGTERM');
  };
  process.once('exit', stop);
  try {
    await new Promise((resolve, reject) => {
      driver.once('spawn', resolve);
      driver.once('error', reject);
    });
    await waitUntilReady(`http://${HOST}:${port}`, driver);
  } catch (error) {
    stop();
    throw new Error(`${error.message}${stderr ? `\n${stderr}` : ''}`);
  }
  return { hostname: HOST, port, stop };
}
