/**
 * Default looks of the library's own elements (popup frame, cookie banner) as one `<style>` each,
 * added once and before the shop's stylesheets so the shop wins. A page with a strict
 * Content-Security-Policy (`style-src 'nonce-…'`, no 'unsafe-inline') names its nonce in
 * `<meta name="csp-nonce" content="…">` and the style element carries it (core/csp-nonce.ts);
 * without the meta the element has no nonce.
 */
import { cspNonce } from '../../core/csp-nonce.ts';

export function installDefaultStyles(id: string, css: string, doc: Document = document): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  const nonce = cspNonce(doc);
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  doc.head.prepend(style);
}
