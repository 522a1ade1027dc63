import { randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_TOKEN_HEADER, PU_FLAG_VALUE, PU_REPEATABLE_HEADER } from './pu.ts';
import { ShopError } from './shop-error.ts';

/** The cookie holding the visitor's CSRF secret; the tokens in pages and forms are made from it. */
export const CSRF_COOKIE = '_csrf';
const CSRF_COOKIE_OPTIONS: CookieSerializeOptions = {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  secure: 'auto',
  signed: false,
};
/** The headers the check reads a token from (the page's script sends X-CSRF-Token), as the plugin does. */
export const CSRF_TOKEN_HEADERS = ['csrf-token', 'xsrf-token', 'x-csrf-token', 'x-xsrf-token'] as const;

/** The refusal of a request that cannot pass the check, answered as the check's own (403). */
export function csrfRefusal(): ShopError {
  return new ShopError(403, 'error.badRequest', 'error.csrf');
}

/** Methods that change nothing, so carry no token. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing request carries the token: the form field `_csrf` or a csrf-token header
 * (X-CSRF-Token, which the page's script fills from `<meta name="csrf-token">`). Without it: 403.
 * The check runs before any handler and, on the routes that take files, before a file is read
 * (uploads.ts).
 */
export async function registerCsrfProtection(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCsrf, { sessionPlugin: '@fastify/cookie', cookieOpts: CSRF_COOKIE_OPTIONS });
  // The check answers a refusal itself (403) and calls on only when the token passes.
  const refused = new WeakSet<FastifyRequest>();
  app.addHook('preHandler', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    refused.add(request);
    app.csrfProtection(request, reply, () => {
      refused.delete(request);
      done();
    });
  });
  app.addHook('onSend', async (request, reply) => {
    if (refused.has(request) && reply.statusCode === 403) offerFreshToken(request, reply);
  });
}

/**
 * The routes whose refused request the page's script may send again with a fresh token: each asks
 * for the same outcome whoever is signed in now (add this product, set this line to N, remove it),
 * and the refused request did nothing (the check runs before any handler). Not repeated: sign-in,
 * sign-out, registration, checkout, lists and imports — their meaning depends on the page the
 * visitor saw or on who was signed in, so the visitor is told and decides (docs/security.md).
 */
export const REPEATABLE_AFTER_NEW_TOKEN: ReadonlySet<string> = new Set([
  '/qf/:lang/basket/add',
  '/qf/:lang/basket/update',
  '/qf/:lang/basket/remove',
  '/qf/:lang/comparison/add',
  '/qf/:lang/comparison/remove',
]);

/**
 * A request refused for its token while it holds a secret (the secret rotated at a login in another
 * tab, or the page is older than a logout): the 403 names a token of the current secret, which the
 * page takes into its `<meta name="csrf-token">`, and says whether the request may be repeated.
 * Only the page's own script can read it: a cross-site page gets no readable answer, and a
 * cross-site post carries no secret (SameSite=Lax) and is given nothing.
 */
function offerFreshToken(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.cookies[CSRF_COOKIE]) return;
  reply.header(CSRF_TOKEN_HEADER, reply.generateCsrf());
  if (REPEATABLE_AFTER_NEW_TOKEN.has(request.routeOptions.url ?? ''))
    reply.header(PU_REPEATABLE_HEADER, PU_FLAG_VALUE);
}

/**
 * A new secret for the visitor (at sign-in and sign-out): tokens made before, by a page an
 * attacker saw or planted while the visitor was anonymous, stop working. The tokens this answer
 * renders are made from the new secret, and the answer names one in X-CSRF-Token: a page that
 * signed in by a partial update (and is not loaded again) takes it into its `<meta name="csrf-token">`.
 */
export function rotateCsrfSecret(request: FastifyRequest, reply: FastifyReply): void {
  const secret = randomBytes(18).toString('base64url');
  request.cookies[CSRF_COOKIE] = secret;
  reply.setCookie(CSRF_COOKIE, secret, CSRF_COOKIE_OPTIONS);
  reply.header(CSRF_TOKEN_HEADER, reply.generateCsrf());
}
