import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A year, and the subdomains too: browsers then never try the shop over plain http again. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * No inline script and no inline style anywhere: the page's only script is the library module
 * from /assets/, its stylesheets come from /static/; the one inline script element is the page's
 * speculation rules (JSON, not code), under the nonce. The library's popup and consent elements
 * bring their default look as a <style> element; it carries this request's nonce, which the page
 * names in `<meta name="csp-nonce">` (docs/elements.md). Trusted Types are required: the library
 * turns strings into HTML only through its policy `storefront-elements` and, for the templates of
 * its lazily loaded behaviours, lit-html's policy `lit-html`; React creates none.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
    'trusted-types storefront-elements lit-html',
  ].join('; ');
}

/**
 * Sent with every answer; a streamed answer (the push stream) writes them itself. HSTS only over
 * https (directly or through a trusted proxy, app.ts): sent over http it would be ignored, and a
 * shop tried out on http://localhost must not pin the name to https.
 */
export function securityHeaders(request: FastifyRequest): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(request.cspNonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(request.protocol === 'https' ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(securityHeaders(request));
    return payload;
  });
}
