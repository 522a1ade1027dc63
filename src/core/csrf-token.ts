/**
 * The page's CSRF token, `<meta name="csrf-token">`: sent as X-CSRF-Token with every POST the
 * library makes. A partial-update answer carrying X-CSRF-Token renews it — the server gave the
 * visitor a new secret (at login), and the page is not loaded again.
 */
const CSRF_META_SELECTOR = 'meta[name="csrf-token"]';

export function csrfToken(): string | undefined {
  return document.querySelector<HTMLMetaElement>(CSRF_META_SELECTOR)?.content;
}

export function renewCsrfToken(token: string | null): void {
  if (token) document.querySelector(CSRF_META_SELECTOR)?.setAttribute('content', token);
}
