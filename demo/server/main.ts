import { DEFAULT_DATABASE_PATH } from '../db/database.ts';
import { buildApp } from './app.ts';
import { readTrustProxy } from './trust-proxy.ts';

/**
 * Start the shop: HOST/PORT/DATABASE_PATH/TRUST_PROXY from the environment, loopback:3000 and no
 * proxy by default.
 */
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
const app = await buildApp({
  databasePath: process.env.DATABASE_PATH ?? DEFAULT_DATABASE_PATH,
  logger: false,
  trustProxy: readTrustProxy(process.env.TRUST_PROXY),
});
await app.listen({ host, port });
console.log(`Storefront demo running at http://${host.includes(':') ? `[${host}]` : host}:${port}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
