// Dev-server middleware: test files named *.csp.test.ts run on a page served with a strict
// Content-Security-Policy header — that of docs/security.md — so they check the library under
// Trusted Types and nonce-only scripts, with real headers. The runner's own inline scripts on that
// page get the nonce; every other test page is served as before.

/** A fixed nonce is fine for test pages; a shop sends a fresh random one with every response. */
export const TEST_NONCE = 'c3RyaWN0LWNzcC10ZXN0';

/** The script, style and Trusted Types directives of the header docs/security.md gives shops. */
export const STRICT_CSP = [
  `script-src 'self' 'nonce-${TEST_NONCE}'`,
  `style-src 'self' 'nonce-${TEST_NONCE}'`,
  "object-src 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types storefront-elements lit-html',
].join('; ');

/** The runner page names its test file in its inline configuration script. */
const CSP_TEST_FILE = /\.csp\.test\.tsx?\b/;

/** @returns {import('koa').Middleware} */
export function strictCspMiddleware() {
  return async (context, next) => {
    await next();
    const body = context.body;
    if (context.path !== '/' || typeof body !== 'string' || !CSP_TEST_FILE.test(body)) return;
    context.body = body.replace(/<script\b/g, `<script nonce="${TEST_NONCE}"`);
    context.set('Content-Security-Policy', STRICT_CSP);
  };
}
