/**
 * Addresses, once. Every address the library requests or navigates to is resolved here exactly
 * once into a `URL` against the document's base (what the browser itself would do with the same
 * markup), its scheme and origin checked, and that URL object is what the request or the
 * navigation uses. A path is never handed on to be resolved a second time: `/.//evil.example/p`
 * resolves to the path `//evil.example/p` on this origin, which, resolved again, is another host.
 *
 * Policies, one name each:
 * - `sameOriginUrl`: refuses another origin (popups, basket, validation, keys, pagination, pushes,
 *   navigation, history);
 * - `movedToThisOrigin`: keeps path and query, and puts them on this page's origin (the partial
 *   update's own address: a host in it is dropped, docs/protocol.md);
 * - `httpUrl`: any origin, http(s) only (a page framed in a sandboxed popup);
 * - `originRelativeAddress`: writes a URL of this origin as a path that resolves back to it.
 */

/** Schemes a request may use; anything else (javascript:, data:, blob:, mailto: ...) is refused. */
const HTTP_SCHEME = /^https?:$/;

/**
 * The address resolved once against the document base, or null when it is not an http(s) address.
 * Any origin: for a page the browser itself loads in a sandbox (a framed popup), never a request.
 */
export function httpUrl(address: string | URL, base: string = document.baseURI): URL | null {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return null;
  }
  return HTTP_SCHEME.test(url.protocol) ? url : null;
}

/** The address as a URL on this page's origin; null for another origin or a non-http(s) scheme. */
export function sameOriginUrl(
  address: string | URL,
  base: string = document.baseURI,
  origin: string = location.origin,
): URL | null {
  const url = httpUrl(address, base);
  return url !== null && url.origin === origin ? url : null;
}

/**
 * The address's path and query (no hash) on this page's origin, whatever host it named; null for a
 * non-http(s) scheme. The path is set on a URL that already has this origin, so a path beginning
 * with `//` stays a path.
 */
export function movedToThisOrigin(address: string | URL, base: string = document.baseURI): URL | null {
  const url = httpUrl(address, base);
  if (url === null) return null;
  const own = new URL(location.origin);
  own.pathname = url.pathname;
  own.search = url.search;
  return own;
}

/**
 * Path, query and hash of a URL of this origin, written so that resolving it again gives the same
 * URL: a path beginning with `//` would read as another host, so it gets a leading `/.` (removed
 * again by the resolution). For history entries and shown links; requests take the URL itself.
 */
export function originRelativeAddress(url: URL): string {
  const path = url.pathname.startsWith('//') ? `/.${url.pathname}` : url.pathname;
  return path + url.search + url.hash;
}
