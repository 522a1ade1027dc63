/**
 * Cookies that remember a toggle: collapse blocks (the framework-free behaviour and the React
 * SimpleCollapse alike) and the comparison's "different lines only" switch. SPEC.md §3, §9:
 * 7 days, path /; the value is `true` or `false`.
 */

/** 7 days in seconds. */
export const TOGGLE_COOKIE_MAX_AGE_S = 604_800;

/** Anything with a `document.cookie`-like property: the document, or a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

/** RFC 6265 token: a name from markup can never add attributes or other cookies. */
const COOKIE_NAME = /^[\w!#$%&'*+.^`|~-]+$/;

export function isToggleCookieName(name: string): boolean {
  return COOKIE_NAME.test(name);
}

/** The remembered state, or null when the cookie is missing or holds anything else. */
export function readToggleCookie(name: string, jar: CookieJar = document): boolean | null {
  for (const pair of jar.cookie.split(';')) {
    const [key, value] = pair.split('=');
    if (key?.trim() !== name) continue;
    const state = value?.trim();
    return state === 'true' ? true : state === 'false' ? false : null;
  }
  return null;
}

/** Remembers the state for 7 days on path /, `Secure` on https. An invalid name is refused. */
export function writeToggleCookie(
  name: string,
  state: boolean,
  jar: CookieJar = document,
  protocol: string = location.protocol,
): void {
  if (!isToggleCookieName(name)) {
    console.error(`Invalid cookie name ${JSON.stringify(name)}: the state is not remembered.`);
    return;
  }
  const secure = protocol === 'https:' ? '; Secure' : '';
  jar.cookie = `${name}=${state}; max-age=${TOGGLE_COOKIE_MAX_AGE_S}; path=/${secure}; SameSite=Lax`;
}
