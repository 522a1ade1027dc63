/**
 * The Content-Security-Policy nonce of this page, for the script and style elements the library
 * inserts itself. A page with a strict policy names it in `<meta name="csp-nonce" content="…">` in
 * its head (the convention Turbo and Rails use); without the meta there is no nonce. The library's
 * own `<script>` cannot be found reliably (a module has no `document.currentScript`), hence the meta.
 */
export const CSP_NONCE_META = 'meta[name="csp-nonce"]';

export function cspNonce(doc: Document = document): string {
  return doc.head?.querySelector<HTMLMetaElement>(CSP_NONCE_META)?.content ?? '';
}
