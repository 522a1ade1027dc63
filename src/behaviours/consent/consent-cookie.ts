/** Reading and writing the consent level cookie (SPEC.md §3, §9). */
import {
  CONSENT_COOKIE_MAX_AGE_S,
  CONSENT_COOKIE_NAME,
  LEVEL_ALL,
  LEVEL_CLOSED,
  LEVEL_MISSING,
} from './consent-constants.ts';

/** Anything with a `document.cookie`-like property: the document itself, or a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

/**
 * Attributes of the consent cookie. A page framed by another site only gets its cookie back with
 * `SameSite=None`, which browsers accept only together with `Secure`, so https in an iframe needs both.
 */
export function consentCookieAttributes(protocol: string, inIframe: boolean): string {
  const https = protocol === 'https:';
  const sameSite = https && inIframe ? 'None' : 'Lax';
  return `; max-age=${CONSENT_COOKIE_MAX_AGE_S}; path=/${https ? '; Secure' : ''}; SameSite=${sameSite}`;
}

/** The whole `document.cookie` assignment that stores a level. */
export function consentCookieString(level: number, protocol: string, inIframe: boolean): string {
  return `${CONSENT_COOKIE_NAME}=${level}${consentCookieAttributes(protocol, inIframe)}`;
}

/** The stored level; a missing cookie, or one holding anything but 1 to 5, reads as -1. */
export function readConsentLevel(jar: CookieJar): number {
  for (const pair of jar.cookie.split(';')) {
    const [name, value] = pair.split('=');
    if (name?.trim() !== CONSENT_COOKIE_NAME) continue;
    const level = Number(value);
    return Number.isInteger(level) && level >= LEVEL_CLOSED && level <= LEVEL_ALL ? level : LEVEL_MISSING;
  }
  return LEVEL_MISSING;
}

export function writeConsentLevel(jar: CookieJar, level: number, protocol: string, inIframe: boolean): void {
  jar.cookie = consentCookieString(level, protocol, inIframe);
}
