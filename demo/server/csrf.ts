import { randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_TOKEN_HEADER } from './pu.ts';
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
  app.addHook('preHandler', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    app.csrfProtection(request, reply, done);
  });
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
