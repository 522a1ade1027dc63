/** Reading and writing the consent level cookie (docs/consent.md). */

import { CONSENT_COOKIE_NAME, parseConsentLevel } from '../../protocol/consent-markup.ts';
import { type CookieJar, readCookie, writeCookie } from '../../toolkit/cookies.ts';
import { CONSENT_COOKIE_MAX_AGE_S } from './consent-constants.ts';

/** The stored level; a missing cookie, or one holding anything but 1 to 5, reads as -1. */
export function readConsentLevel(jar: CookieJar): number {
  return parseConsentLevel(readCookie(CONSENT_COOKIE_NAME, jar));
}

/**
 * Stores the level for 183 days on path /. A page framed by another site only gets its cookie back
 * with `SameSite=None`, which browsers accept only with `Secure`: so https in an iframe gets both.
 */
export function writeConsentLevel(jar: CookieJar, level: number, protocol: string, inIframe: boolean): void {
  writeCookie(
    CONSENT_COOKIE_NAME,
    String(level),
    { maxAgeSeconds: CONSENT_COOKIE_MAX_AGE_S, sameSite: inIframe ? 'None' : 'Lax', protocol },
    jar,
  );
}
