/**
 * The library's one reader and writer of cookies (consent, collapse blocks, comparison, list
 * layout). Names are RFC 6265 tokens — a name from markup can never add attributes or other
 * cookies — and values are percent-encoded. Whatever else the cookie string holds (other sites of
 * the domain can set cookies too) is read without ever throwing.
 */

/** Anything with a `document.cookie`-like property: the document, or a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  /** `None` is sent only on https, where it comes with `Secure`; elsewhere it falls back to `Lax`. */
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** The page's protocol: `Secure` is added on https. */
  protocol?: string;
}

const TOKEN = /^[\w!#$%&'*+.^`|~-]+$/;

export function isCookieName(name: string): boolean {
  return TOKEN.test(name);
}

/** The name=value pairs of the jar, in its order; a pair without `=` has no name and is skipped. */
function cookiePairs(jar: CookieJar): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const pair of jar.cookie.split(';')) {
    const equals = pair.indexOf('=');
    if (equals > 0) pairs.push([pair.slice(0, equals).trim(), pair.slice(equals + 1).trim()]);
  }
  return pairs;
}

/** Names of every cookie in the jar. */
export function cookieNames(jar: CookieJar = document): string[] {
  return cookiePairs(jar).map(([name]) => name);
}

/** The decoded value of the first cookie of that name; null when there is none or it is not decodable. */
export function readCookie(name: string, jar: CookieJar = document): string | null {
  const value = cookiePairs(jar).find(([key]) => key === name)?.[1];
  if (value === undefined) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Stores the value on path /; an invalid name is refused with a console error (returns false). */
export function writeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, sameSite = 'Lax', protocol = location.protocol }: CookieOptions,
  jar: CookieJar = document,
): boolean {
  if (!isCookieName(name)) {
    console.error(`Invalid cookie name ${JSON.stringify(name)}: the value is not stored.`);
    return false;
  }
  const https = protocol === 'https:';
  const site = sameSite === 'None' && !https ? 'Lax' : sameSite;
  jar.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/${https ? '; Secure' : ''}; SameSite=${site}`;
  return true;
}

/** Removes the cookie on path /, for the host (no `domain`) or for the given domain. */
export function expireCookie(name: string, jar: CookieJar = document, domain?: string): void {
  jar.cookie = `${name}=; max-age=0; path=/${domain ? `; domain=${domain}` : ''}`;
}
