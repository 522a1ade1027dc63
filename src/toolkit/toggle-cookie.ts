/**
 * Cookies that remember a yes/no state for 7 days on path / (docs/flows.md): collapse blocks — the
 * framework-free behaviour and the React SimpleCollapse alike, so a block toggled by one opens the
 * same in the other — and the comparison's "different lines only". Written `true` or `false`; `1`
 * and `0`, which SimpleCollapse once wrote, are read too, so visitors keep the state they had.
 */
import { TOGGLE_COOKIE_MAX_AGE_S } from '../core/constants.ts';
import { type CookieJar, readCookie, writeCookie } from './cookies.ts';

const STATES = new Map([
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
]);

/** The remembered state, or null when the cookie is missing or holds anything else. */
export function readToggleCookie(name: string, jar: CookieJar = document): boolean | null {
  return STATES.get(readCookie(name, jar) ?? '') ?? null;
}

/** Remembers the state; `Secure` on https. An invalid name is refused with a console error. */
export function writeToggleCookie(
  name: string,
  state: boolean,
  jar: CookieJar = document,
  protocol: string = location.protocol,
): void {
  writeCookie(name, String(state), { maxAgeSeconds: TOGGLE_COOKIE_MAX_AGE_S, protocol }, jar);
}
