/** Same-origin rules for every address that markup, a header or the history can steer. */

/**
 * The path, query and hash of an address with its scheme and host stripped, so a request always
 * goes to this page's origin. Non-http schemes (javascript:, data:, mailto: ...) give null.
 */
export function toSameOriginPath(address: string, base: string = location.href): string | null {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.pathname + url.search + url.hash;
}

/** True when the address resolves to this page's origin (used where stripping the host would be wrong). */
export function isSameOrigin(address: string, base: string = location.href): boolean {
  try {
    const url = new URL(address, base);
    return url.origin === location.origin && (url.protocol === 'http:' || url.protocol === 'https:');
  } catch {
    return false;
  }
}
