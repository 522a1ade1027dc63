import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { openDatabase } from '../db/database.ts';
import { AttemptCounters, type AttemptLimits, DEFAULT_ATTEMPT_LIMITS } from './attempt-limits.ts';
import { CatalogueCache } from './catalogue-cache.ts';
import {
  ConnectionCap,
  type ConnectionLimits,
  DEFAULT_CONNECTION_LIMITS,
  limitedServerFactory,
  registerConnectionCap,
} from './connection-limits.ts';
import { registerCsrfProtection } from './csrf.ts';
import { DIST_DIR } from './dist-dir.ts';
import { registerErrorHandlers } from './errors.tsx';
import { refuseHeadWhereNoGet } from './head-requests.ts';
import { ListImports } from './list-import.ts';
import { answerClientError, MAX_REQUEST_HEAD_BYTES, refuseOverlongAddresses } from './oversized-request.ts';
import {
  createEncryptionKeyPair,
  encryptionKeyPairFromPem,
  readPartialUpdateRequest,
  SignedValidationContexts,
  ValidationContextStore,
} from './pu.ts';
import { PostgresPushBus } from './push/postgres-push-bus.ts';
import { InProcessPushBus } from './push/push-bus.ts';
import { PushHub } from './push/push-hub.ts';
import { registerAccountRoutes } from './routes/account.tsx';
import { registerBasketRoutes } from './routes/basket.tsx';
import { registerCatalogueRoutes } from './routes/catalogue.tsx';
import { registerCheckoutRoutes } from './routes/checkout.tsx';
import { registerComparisonRoutes } from './routes/comparison.tsx';
import { registerContentRoutes } from './routes/content.tsx';
import { registerEncryptionRoutes } from './routes/encryption.ts';
import { registerGalleryImageRoutes } from './routes/gallery-images.ts';
import { registerHomeRoutes } from './routes/home.tsx';
import { registerImageRoutes } from './routes/images.ts';
import { registerInspirationRoutes } from './routes/inspiration.tsx';
import { registerListRoutes } from './routes/lists.tsx';
import { registerProductLayoutRoutes } from './routes/product-layout.ts';
import { registerPushRoutes } from './routes/push.ts';
import { registerSearchRoutes } from './routes/search.tsx';
import { registerStoreRoutes } from './routes/stores.tsx';
import { registerUserToolsRoutes } from './routes/user-tools.tsx';
import { registerValidationRoutes } from './routes/validation.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import type { ShopServices } from './services.ts';
import { SessionStore } from './session.ts';
import { SESSION_SWEEP_INTERVAL_MS, startSessionSweep } from './session-sweep.ts';
import { registerStaticFiles } from './static-files.ts';
import { type TrustProxy, trustedProxyCheck } from './trust-proxy.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PUBLIC_DIR = resolve(ROOT, 'demo/public');

/** Bodies are small forms; anything bigger is refused with 413 before it is parsed. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  /** The SQLite file (the embedded default). */
  databasePath: string;
  /** A `postgres://` URL: the shop runs on PostgreSQL instead, shareable by several instances (docs/deploy.md). */
  databaseUrl?: string;
  /**
   * Several instances on the database of `databaseUrl` (docs/deploy.md): push events go through
   * PostgreSQL's LISTEN/NOTIFY and the attempt counters live in the database, so every instance
   * sees them. Off, they stay in this process.
   */
  shareAcrossInstances?: boolean;
  /** Clock for session expiry (tests move it forward). */
  now?: () => number;
  /** Attempts allowed per client address and per e-mail (attempt-limits.ts); tests change some. */
  attemptLimits?: Partial<AttemptLimits>;
  logger?: boolean;
  /** Wait before each line of a background list import, so its progress can be seen (0 in tests). */
  importItemDelayMs?: number;
  /** Interval of the push stream's keep-alive comment. */
  pushHeartbeatMs?: number;
  /** Which proxies may tell the client's address and protocol (trust-proxy.ts; main.ts reads TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /**
   * The secret live-validation contexts are signed with: any instance sharing it answers them
   * (docs/deploy.md). Without it, contexts live in this process's memory.
   */
  validationContextSecret?: string;
  /**
   * The RSA private key (PEM) of encrypted submission, shared by every instance; without it each
   * start makes a fresh key pair.
   */
  encryptionPrivateKeyPem?: string;
  /**
   * Time-outs of a request, an idle and a kept-alive connection, and the open connections per client
   * address, when the shop listens (connection-limits.ts); tests shorten some.
   */
  connectionLimits?: Partial<ConnectionLimits>;
  /**
   * Every page loads the settled signal (`storefront-elements/settled`, docs/settled.md) before the
   * library, for end-to-end tests that wait until the page has settled. Off for shoppers: it is a
   * test's instrument, a request the first paint need not share its seconds with.
   */
  settledSignal?: boolean;
  /** Told of every route as it is added (the test that walks the route table). */
  onRoute?: (route: RouteOptions) => void;
}

export const DEFAULT_IMPORT_ITEM_DELAY_MS = 400;
export const DEFAULT_PUSH_HEARTBEAT_MS = 15_000;

/** The demo shop as a fastify instance (not listening): main.ts starts it, tests inject into it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const trustProxy = options.trustProxy ?? false;
  const connectionLimits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connectionLimits };
  const connectionCap = new ConnectionCap(
    connectionLimits.maxConnectionsPerAddress,
    trustedProxyCheck(trustProxy),
  );
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: typeof trustProxy === 'object' ? [...trustProxy] : trustProxy,
    // An overlong address is the shop's 414 page, not Node's limit answered as fastify's JSON 431.
    serverFactory: limitedServerFactory(connectionLimits, connectionCap, MAX_REQUEST_HEAD_BYTES),
    clientErrorHandler: answerClientError,
  });
  // A connection beyond its address's cap is refused before any other work.
  registerConnectionCap(app, connectionCap);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const refuseHead = refuseHeadWhereNoGet(app);
  const db = await openDatabase(options.databaseUrl || options.databasePath);
  const now = options.now ?? Date.now;
  if (options.shareAcrossInstances && !options.databaseUrl) {
    throw new Error('Sharing across instances needs the PostgreSQL database (databaseUrl).');
  }
  const bus =
    options.shareAcrossInstances && options.databaseUrl
      ? await PostgresPushBus.connect(options.databaseUrl, (error) => app.log.error(error))
      : new InProcessPushBus();
  const push = new PushHub(bus);
  const imports = new ListImports({
    db,
    push,
    now,
    itemDelayMs: options.importItemDelayMs ?? DEFAULT_IMPORT_ITEM_DELAY_MS,
  });
  const sessions = new SessionStore(db, now, [push, imports]);
  const services: ShopServices = {
    db,
    sessions,
    now,
    catalogue: new CatalogueCache(db, now),
    push,
    imports,
    // Without a shared key, a fresh key pair per start: pages loaded before a restart get a clear 400 and reload.
    encryptionKeys: options.encryptionPrivateKeyPem
      ? encryptionKeyPairFromPem(options.encryptionPrivateKeyPem)
      : await createEncryptionKeyPair(),
    validationContexts: options.validationContextSecret
      ? new SignedValidationContexts({ secret: options.validationContextSecret, now })
      : new ValidationContextStore({ now }),
    attempts: new AttemptCounters(
      { ...DEFAULT_ATTEMPT_LIMITS, ...options.attemptLimits },
      now,
      options.shareAcrossInstances ? db : undefined,
    ),
    settledSignal: options.settledSignal ?? false,
  };
  await sessions.sweep();
  const sweep = startSessionSweep(sessions, SESSION_SWEEP_INTERVAL_MS, (error) => app.log.error(error));
  app.decorate('shop', services);
  app.decorateRequest('sessionState', null as never);
  app.decorateRequest('pu', null);
  // Open push streams would hold the server open, and the sweep and imports use the database: all end first.
  app.addHook('preClose', async () => {
    await sweep.stop();
    push.closeAll();
    await imports.stop();
  });
  app.addHook('onClose', async () => {
    await bus.close();
    await db.destroy();
  });

  // Every cookie the shop sets is Secure when the request came over https (directly or through a trusted proxy).
  await app.register(fastifyCookie, { parseOptions: { secure: 'auto' } });
  // Multipart is parsed only on the routes that take files (uploads.ts).
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await registerCsrfProtection(app);
  await registerStaticFiles(app, { publicDir: PUBLIC_DIR, distDir: DIST_DIR });

  registerSecurityHeaders(app);
  registerErrorHandlers(app);
  refuseOverlongAddresses(app);
  app.addHook('preHandler', async (request) => {
    request.sessionState = await services.sessions.read(request);
    const params = { ...(request.query as object), ...(request.body as object | undefined) };
    request.pu = readPartialUpdateRequest(request.headers, params);
  });

  app.get('/', async (_request, reply) => reply.redirect('/cs/', 302));
  registerImageRoutes(app);
  registerGalleryImageRoutes(app);
  registerInspirationRoutes(app);
  registerHomeRoutes(app);
  registerCatalogueRoutes(app);
  registerSearchRoutes(app);
  registerProductLayoutRoutes(app);
  registerBasketRoutes(app);
  registerCheckoutRoutes(app);
  registerComparisonRoutes(app);
  registerListRoutes(app);
  registerAccountRoutes(app);
  registerUserToolsRoutes(app);
  registerContentRoutes(app);
  registerStoreRoutes(app);
  registerValidationRoutes(app);
  registerEncryptionRoutes(app);
  registerPushRoutes(app, { heartbeatMs: options.pushHeartbeatMs ?? DEFAULT_PUSH_HEARTBEAT_MS });
  // Every route is in, those of plugins (the file routes) too: HEAD is refused where no GET is.
  await app.after();
  refuseHead();
  return app;
}
