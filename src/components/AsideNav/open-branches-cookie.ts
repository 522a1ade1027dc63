/**
 * The branches a visitor left open, remembered in a cookie so that the server can render the tree
 * the same way on the next page (no jump when the element takes over): the branch keys joined by
 * commas, percent-encoded; 7 days on path /, as the other view-preference cookies.
 */
import { TOGGLE_COOKIE_MAX_AGE_S } from '../../core/constants.ts';
import { readCookie, writeCookie } from '../../toolkit/cookies.ts';

const SEPARATOR = ',';

/** The remembered keys, or null when nothing is remembered. */
export function readOpenBranches(name: string): string[] | null {
  const value = readCookie(name);
  return value === null ? null : value.split(SEPARATOR).filter(Boolean);
}

export function writeOpenBranches(name: string, keys: Iterable<string>): void {
  writeCookie(name, [...keys].join(SEPARATOR), { maxAgeSeconds: TOGGLE_COOKIE_MAX_AGE_S });
}
