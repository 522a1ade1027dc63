/** The collapse state cookie: `name=1` (open) or `name=0`, COLLAPSE_COOKIE_DAYS days, path /. */
import { COLLAPSE_COOKIE_DAYS } from '../constants.ts';

const SECONDS_PER_DAY = 86_400;

export function readCollapseCookie(name: string): boolean | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (entry === undefined) return null;
  return entry.slice(prefix.length) === '1';
}

export function writeCollapseCookie(name: string, open: boolean): void {
  const maxAge = COLLAPSE_COOKIE_DAYS * SECONDS_PER_DAY;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox ESR and WebKit
  document.cookie = `${encodeURIComponent(name)}=${open ? 1 : 0}; max-age=${maxAge}; path=/; SameSite=Lax`;
}
