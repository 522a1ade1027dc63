/**
 * The list layout cookie of ListToggle's list/grid mode: `name=<layout>`, LIST_LAYOUT_COOKIE_DAYS
 * days, path /. A cookie rather than storage, because the server reads it too: it renders the list
 * in the chosen layout on a full load (no flash of the other layout) and in every region it swaps.
 */
import { LIST_LAYOUT_COOKIE_DAYS } from '../constants.ts';

export const DEFAULT_LIST_LAYOUT_COOKIE = 'fg_list_layout';
const SECONDS_PER_DAY = 86_400;

export function readLayoutCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (entry === undefined) return null;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return null;
  }
}

export function writeLayoutCookie(name: string, layout: string): void {
  const maxAge = LIST_LAYOUT_COOKIE_DAYS * SECONDS_PER_DAY;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox ESR and WebKit
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(layout)}; max-age=${maxAge}; path=/; SameSite=Lax`;
}
