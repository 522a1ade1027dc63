/** Reading and writing the consent level cookie (docs/consent.md). */
import { type CookieJar, readCookie, writeCookie } from '../../core/cookies.ts';
import {
  CONSENT_COOKIE_MAX_AGE_S,
  CONSENT_COOKIE_NAME,
  LEVEL_ALL,
  LEVEL_CLOSED,
  LEVEL_MISSING,
} from './consent-constants.ts';

/** The stored level; a missing cookie, or one holding anything but 1 to 5, reads as -1. */
export function readConsentLevel(jar: CookieJar): number {
  const value = readCookie(CONSENT_COOKIE_NAME, jar);
  const level = Number(value);
  // Only the form the writer writes: not `03`, `3.0` or `0x3`.
  const written = String(level) === value && Number.isInteger(level);
  return written && level >= LEVEL_CLOSED && level <= LEVEL_ALL ? level : LEVEL_MISSING;
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
