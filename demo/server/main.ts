import { readFileSync } from 'node:fs';
import { DEFAULT_DATABASE_PATH } from '../db/database.ts';
import { buildApp } from './app.ts';
import { readTrustProxy } from './trust-proxy.ts';

/**
 * Start the shop: HOST, PORT, DATABASE_PATH, TRUST_PROXY from the environment (loopback:3000,
 * SQLite, no proxy by default). Several instances on one database (docs/deploy.md): DATABASE_URL
 * (postgres://…), VALIDATION_CONTEXT_SECRET and ENCRYPTION_KEY_FILE (a PEM RSA private key).
 * SETTLED_SIGNAL=1: every page loads the settled signal, for end-to-end tests (docs/settled.md).
 */
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
const app = await buildApp({
  databasePath: process.env.DATABASE_PATH ?? DEFAULT_DATABASE_PATH,
  // On PostgreSQL the instances share their push events and attempt counters (docs/deploy.md).
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, shareAcrossInstances: true } : {}),
  ...(process.env.VALIDATION_CONTEXT_SECRET
    ? { validationContextSecret: process.env.VALIDATION_CONTEXT_SECRET }
    : {}),
  ...(process.env.ENCRYPTION_KEY_FILE
    ? { encryptionPrivateKeyPem: readFileSync(process.env.ENCRYPTION_KEY_FILE, 'utf8') }
    : {}),
  logger: false,
  trustProxy: readTrustProxy(process.env.TRUST_PROXY),
  settledSignal: process.env.SETTLED_SIGNAL === '1',
});
await app.listen({ host, port });
console.log(`Storefront demo running at http://${host.includes(':') ? `[${host}]` : host}:${port}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
