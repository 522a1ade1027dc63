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

/**
 * A path on this page's origin: exactly one leading `/`, no backslash (browsers read it as `/`),
 * no whitespace or control characters (browsers drop tabs and newlines, so `/\t/evil` would become
 * `//evil`). Refuses `https://other`, `//other`, `javascript:`, `data:` and relative paths.
 */
export function isSameOriginPath(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (!value.startsWith('/') || value.startsWith('//') || /[\u0000-\u0020\u007f\\]/.test(value)) return false;
  try {
    return new URL(value, location.origin).origin === location.origin;
  } catch {
    return false;
  }
}

/** Path, query and hash of an address on this origin; null for any other origin or scheme. */
export function sameOriginPathOf(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  const path = url.pathname + url.search + url.hash;
  return isSameOriginPath(path) ? path : null;
}
