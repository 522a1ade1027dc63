/**
 * Session expiry (docs/protocol.md: an answer meaning "log in again" reloads the page). Read from what the
 * server means — its `PU-Session-Expired` header, the server helper's expiry body, or a login form
 * posting to the login path — never from the word `performLogin` alone, which any page may echo
 * (a search for it). A page reloads at most once per address within
 * SESSION_EXPIRY_RELOAD_WINDOW_MS, and without the `pu` parameter that replayed the failing update,
 * so an expired session can never send the page into a reload loop.
 */

import {
  HISTORY_STATE_PARAM,
  PU_SESSION_EXPIRED_HEADER,
  SESSION_EXPIRED_MARKER,
} from '../protocol/partial-update.ts';
import { SESSION_EXPIRY_RELOAD_WINDOW_MS } from './constants.ts';
import { pageNavigation } from './page-navigation.ts';
import { sameOriginUrl } from './same-origin.ts';
import type { TransportResponse } from './transport.ts';

/** The id of the server helper's expiry body (`sessionExpiredBody()`). */
const EXPIRY_BODY_ID = 'pu-session-expired';
/** `action="…"` of a form, quoted or not; the markup is not parsed into a document for this. */
const FORM_ACTIONS = /<form\b[^>]*?\saction\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const EXPIRY_BODY = new RegExp(`\\sid\\s*=\\s*["']?${EXPIRY_BODY_ID}["'\\s>]`, 'i');
/** `/qf/{lang}/ramjet/performLogin`: the login path of the wire contract. */
const LOGIN_PATH = new RegExp(`^/qf/[^/]+/ramjet/${SESSION_EXPIRED_MARKER}/?$`);
const STORAGE_KEY = 'fg:session-expiry-reload';

export function meansSessionExpired(response: TransportResponse): boolean {
  if (response.header(PU_SESSION_EXPIRED_HEADER) !== null) return true;
  const body = response.body;
  if (!body.includes(SESSION_EXPIRED_MARKER)) return false;
  if (EXPIRY_BODY.test(body)) return true;
  for (const match of body.matchAll(FORM_ACTIONS)) {
    const url = sameOriginUrl(decodeAmpersands(match[1] ?? match[2] ?? match[3] ?? ''));
    if (url !== null && LOGIN_PATH.test(url.pathname)) return true;
  }
  return false;
}

/**
 * Loads the page again so the server can ask for a new login: the current address without `pu`.
 * False when this address was already reloaded for an expired session a moment ago (nothing done);
 * true, doing nothing more, when this very page has asked for its reload already.
 */
export function reloadForExpiredSession(): boolean {
  const address = new URL(location.href);
  address.hash = '';
  address.searchParams.delete(HISTORY_STATE_PARAM);
  const last = lastReload();
  // Several updates of one page can meet the expiry before its reload begins: one reload for all.
  if (last?.page === thisPage()) return true;
  if (last?.address === address.href && Date.now() - last.at < SESSION_EXPIRY_RELOAD_WINDOW_MS) return false;
  remember(address.href);
  if (new URL(location.href).searchParams.has(HISTORY_STATE_PARAM)) pageNavigation.replace(address.href);
  else pageNavigation.reload();
  return true;
}

interface LastReload {
  address: string;
  at: number;
  /** Which document asked for it (thisPage()). */
  page: number;
}

/** Tells this document from the one its reload brings: each load has its own time origin. */
function thisPage(): number {
  return performance.timeOrigin;
}

function lastReload(): LastReload | null {
  try {
    const last = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<LastReload> | null;
    return typeof last?.address === 'string' && typeof last.at === 'number'
      ? { address: last.address, at: last.at, page: typeof last.page === 'number' ? last.page : Number.NaN }
      : null;
  } catch {
    return null;
  }
}

function remember(address: string): void {
  try {
    const last: LastReload = { address, at: Date.now(), page: thisPage() };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(last));
  } catch {
    // Storage off: dropping `pu` still ends the loop that a replayed update would start.
  }
}

function decodeAmpersands(value: string): string {
  return value.replace(/&amp;/gi, '&');
}
