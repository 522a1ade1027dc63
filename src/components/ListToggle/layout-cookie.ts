/**
 * The list layout cookie of ListToggle's list/grid mode: `name=<layout>`, LIST_LAYOUT_COOKIE_DAYS
 * days, path /. A cookie rather than storage, because the server reads it too: it renders the list
 * in the chosen layout on a full load (no flash of the other layout) and in every region it swaps.
 * Read with toolkit/cookies.ts `readCookie`.
 */
import { writeCookie } from '../../toolkit/cookies.ts';
import { LIST_LAYOUT_COOKIE_DAYS } from '../constants.ts';

export const DEFAULT_LIST_LAYOUT_COOKIE = 'fg_list_layout';
const SECONDS_PER_DAY = 86_400;

export function writeLayoutCookie(name: string, layout: string): void {
  writeCookie(name, layout, { maxAgeSeconds: LIST_LAYOUT_COOKIE_DAYS * SECONDS_PER_DAY });
}
