import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from '../db/database.ts';
import { registerErrorHandlers } from './errors.tsx';
import { ListImports } from './list-import.ts';
import { createEncryptionKeyPair, readPartialUpdateRequest, ValidationContextStore } from './pu.ts';
import { PushHub } from './push/push-hub.ts';
import { registerAccountRoutes } from './routes/account.tsx';
import { registerBasketRoutes } from './routes/basket.tsx';
import { registerCatalogueRoutes } from './routes/catalogue.tsx';
import { registerCheckoutRoutes } from './routes/checkout.tsx';
import { registerComparisonRoutes } from './routes/comparison.tsx';
import { registerContentRoutes } from './routes/content.tsx';
import { registerEncryptionRoutes } from './routes/encryption.ts';
import { registerHomeRoutes } from './routes/home.tsx';
import { registerImageRoutes } from './routes/images.ts';
import { registerListRoutes } from './routes/lists.tsx';
import { registerProductLayoutRoutes } from './routes/product-layout.ts';
import { registerPushRoutes } from './routes/push.ts';
import { registerSearchRoutes } from './routes/search.tsx';
import { registerUserToolsRoutes } from './routes/user-tools.tsx';
import { registerValidationRoutes } from './routes/validation.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import type { ShopServices } from './services.ts';
import { SessionStore } from './session.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PUBLIC_DIR = resolve(ROOT, 'demo/public');
export const DIST_DIR = resolve(ROOT, 'dist');

/** Bodies are small forms; anything bigger is refused with 413 before it is parsed. */
export const BODY_LIMIT_BYTES = 64 * 1024;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface BuildAppOptions {
  databasePath: string;
  /** Clock for session expiry (tests move it forward). */
  now?: () => number;
  /** Login attempts allowed per address and minute. */
  loginAttemptsPerMinute?: number;
  logger?: boolean;
  /** Wait before each line of a background list import, so its progress can be seen (0 in tests). */
  importItemDelayMs?: number;
  /** Interval of the push stream's keep-alive comment. */
  pushHeartbeatMs?: number;
}

export const DEFAULT_IMPORT_ITEM_DELAY_MS = 400;
export const DEFAULT_PUSH_HEARTBEAT_MS = 15_000;

/** The demo shop as a fastify instance (not listening): main.ts starts it, tests inject into it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT_BYTES, trustProxy: false });
  const db = await openDatabase(options.databasePath);
  const now = options.now ?? Date.now;
  const push = new PushHub();
  const sessions = new SessionStore(db, now, {
    renamed: (from, to) => push.renameSession(from, to),
    ended: (id) => push.endSession(id),
  });
  const imports = new ListImports({
    db,
    push,
    now,
    itemDelayMs: options.importItemDelayMs ?? DEFAULT_IMPORT_ITEM_DELAY_MS,
  });
  const services: ShopServices = {
    db,
    sessions,
    now,
    push,
    imports,
    // A fresh key pair per start: pages loaded before a restart get a clear 400 and reload.
    encryptionKeys: await createEncryptionKeyPair(),
    validationContexts: new ValidationContextStore({ now }),
  };
  await services.sessions.purgeExpired();
  app.decorate('shop', services);
  app.decorateRequest('sessionState', null as never);
  app.decorateRequest('pu', null);
  // Open push streams would hold the server open, and imports write to the database: both end first.
  app.addHook('preClose', async () => {
    push.closeAll();
    await imports.stop();
  });
  app.addHook('onClose', async () => db.destroy());

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fieldSize: BODY_LIMIT_BYTES, fileSize: 1024 * 1024, files: 4, fields: 50 },
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true, secure: 'auto', signed: false },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => Object.assign(new Error('Too many requests'), { statusCode: 429 }),
  });
  await app.register(fastifyStatic, { root: PUBLIC_DIR, prefix: '/static/', index: false });
  if (existsSync(DIST_DIR)) {
    await app.register(fastifyStatic, {
      root: DIST_DIR,
      prefix: '/assets/',
      decorateReply: false,
      index: false,
    });
  }

  registerSecurityHeaders(app);
  registerErrorHandlers(app);
  // Every state-changing request carries the token (form field `_csrf` or a csrf-token header).
  app.addHook('preHandler', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    app.csrfProtection(request, reply, done);
  });
  app.addHook('preHandler', async (request) => {
    request.sessionState = await services.sessions.read(request);
    const params = { ...(request.query as object), ...(request.body as object | undefined) };
    request.pu = readPartialUpdateRequest(request.headers, params);
  });

  app.get('/', async (_request, reply) => reply.redirect('/cs/', 302));
  registerImageRoutes(app);
  registerHomeRoutes(app);
  registerCatalogueRoutes(app);
  registerSearchRoutes(app);
  registerProductLayoutRoutes(app);
  registerBasketRoutes(app);
  registerCheckoutRoutes(app);
  registerComparisonRoutes(app);
  registerListRoutes(app);
  registerAccountRoutes(app, { loginAttemptsPerMinute: options.loginAttemptsPerMinute ?? 10 });
  registerUserToolsRoutes(app);
  registerContentRoutes(app);
  registerValidationRoutes(app);
  registerEncryptionRoutes(app);
  registerPushRoutes(app, { heartbeatMs: options.pushHeartbeatMs ?? DEFAULT_PUSH_HEARTBEAT_MS });
  return app;
}
