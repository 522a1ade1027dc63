/**
 * The pagination history state (docs/pagination.md) stores the URL per pagination instance, so coming back
 * to the page can restore how far each list was paged. Kept in the current entry's state, next to
 * whatever else is stored there.
 */
import { originRelativeAddress, sameOriginUrl } from '../same-origin.ts';
import { currentHistoryState, mergeHistoryState } from './history-state.ts';

/** Key of the per-instance URL map in `history.state`. */
const STATE_KEY = 'fgPagination';

export function rememberPaginationUrl(instanceId: string, url: URL | string): void {
  const checked = sameOriginUrl(url);
  if (checked === null) {
    console.error(`Pagination address not remembered: ${JSON.stringify(String(url))} is not on this origin.`);
    return;
  }
  mergeHistoryState({ [STATE_KEY]: { ...readUrls(), [instanceId]: originRelativeAddress(checked) } });
}

/** The remembered address of a pagination instance, checked again (the state is untrusted), or null. */
export function readPaginationUrl(instanceId: string): URL | null {
  const url = readUrls()[instanceId];
  // Stored as a path relative to this origin (not to a `<base href>`).
  return typeof url === 'string' ? sameOriginUrl(url, location.href) : null;
}

function readUrls(): Record<string, unknown> {
  const urls = currentHistoryState()[STATE_KEY];
  return typeof urls === 'object' && urls !== null && !Array.isArray(urls)
    ? (urls as Record<string, unknown>)
    : {};
}

/**
 * Pushes (or replaces) an entry of a page no controller keeps the history of: its state holds only
 * the pagination addresses, so nothing else of the entry left is replayed on coming back here.
 */
export function recordPaginationEntry(address: string, replace: boolean): void {
  const state = { [STATE_KEY]: readUrls() };
  if (replace) history.replaceState({ ...currentHistoryState(), ...state }, '', address);
  else history.pushState(state, '', address);
}
