import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * No inline script and no inline style anywhere: the page's only script is the library module
 * from /assets/, its only stylesheet /static/shop.css. The library's popup and consent elements
 * bring their default look as a <style> element; it carries this request's nonce, which the page
 * names in `<meta name="csp-nonce">` (docs/elements.md).
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy(request.cspNonce));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    return payload;
  });
}
