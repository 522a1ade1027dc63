/**
 * SPEC.md §2: the pagination history state stores the URL per pagination instance, so coming back
 * to the page can restore how far each list was paged. Kept in the current entry's state, next to
 * whatever else is stored there.
 */
import { sameOriginPathOf } from '../same-origin.ts';
import { currentHistoryState, mergeHistoryState } from './history-state.ts';

/** Key of the per-instance URL map in `history.state`. */
const STATE_KEY = 'fgPagination';

export function rememberPaginationUrl(instanceId: string, url: string): void {
  const path = sameOriginPathOf(url);
  if (path === null) {
    console.error(`Pagination address not remembered: ${JSON.stringify(url)} is not on this origin.`);
    return;
  }
  mergeHistoryState({ [STATE_KEY]: { ...readUrls(), [instanceId]: path } });
}

/** The remembered address of a pagination instance (a same-origin path), or null. */
export function readPaginationUrl(instanceId: string): string | null {
  const url = readUrls()[instanceId];
  return typeof url === 'string' ? sameOriginPathOf(url) : null;
}

function readUrls(): Record<string, unknown> {
  const urls = currentHistoryState()[STATE_KEY];
  return typeof urls === 'object' && urls !== null && !Array.isArray(urls)
    ? (urls as Record<string, unknown>)
    : {};
}
