/**
 * Browser history for partial updates (docs/protocol.md): records an update as a
 * history entry, and hands a validated entry back to the engine on back/forward and on load.
 * Updates of the global target push their plain address; updates of another region push the
 * current address with `pu={"requestTarget":..,"target":..,"url":..}`.
 */
import { HISTORY_STATE_PARAM, PU_TITLE_HEADER, TARGET_SEPARATOR } from '../../protocol/partial-update.ts';
import { originRelativeAddress, sameOriginUrl } from '../same-origin.ts';
import type { PartialUpdateOptions, PartialUpdateSettings } from '../settings.ts';
import type { TransportResponse } from '../transport.ts';
import {
  type HistoryEntry,
  historyEntryToOptions,
  parseHistoryParam,
  serializeHistoryEntry,
  validateHistoryEntry,
} from './history-entry.ts';
import { currentHistoryState, mergeHistoryState } from './history-state.ts';
import { showTitle, titleOfHeader } from './page-title.ts';
import { rememberPaginationUrl } from './pagination-state.ts';
import { rememberScrollPosition, restoreScrollPosition } from './scroll-position.ts';

/** Key of our entry in `history.state`. */
const STATE_KEY = 'fg';

export interface HistoryUpdate {
  /** The address that was requested (another origin is refused). */
  url: URL | string;
  /** The region the server was asked to render; defaults to `target`. */
  requestTarget?: string;
  /** The regions swapped, `+`-joined or as a list. */
  target: string | string[];
  /** The controller's global target (null when the page declares none). */
  globalTarget: string | null;
  /** Replace the current entry instead of pushing a new one. */
  replace: boolean;
  /** The title of the page the entry stands for (the answer's `PU-Title`); none keeps the title. */
  title?: string | null;
  /** How far down the page the visitor was before the swap: kept in the entry they leave. */
  leftAt?: number;
}

/** Pushes (or replaces) the history entry of a finished update. */
export function recordUpdate(update: HistoryUpdate): void {
  const checked = sameOriginUrl(update.url);
  if (checked === null) {
    console.error(
      `History not altered: ${JSON.stringify(String(update.url))} is not an address on this origin.`,
    );
    return;
  }
  const url = originRelativeAddress(checked);
  const target = typeof update.target === 'string' ? update.target : update.target.join(TARGET_SEPARATOR);
  const entry: HistoryEntry = { requestTarget: update.requestTarget || target, target, url };
  // Absolute, so a `<base href>` does not move it.
  const address = entry.requestTarget === update.globalTarget ? checked.href : addressWithParam(entry);
  if (update.replace) {
    history.replaceState({ ...currentHistoryState(), [STATE_KEY]: entry }, '', address);
  } else {
    rememberInitialEntry(update.globalTarget);
    if (update.leftAt !== undefined) rememberScrollPosition(update.leftAt);
    history.pushState({ [STATE_KEY]: entry }, '', address);
  }
  showTitle(update.title);
}

/**
 * What a swapped answer does to the history: it replays an entry (back/forward, a `pu` address), or
 * it becomes one when the update alters history or the answer names the page it rendered (pushed or
 * replaced as the settings say); either way the page gets the answer's title (`PU-Title`). A
 * paginated region (`rememberPagination`) also remembers the address of the page it shows, so
 * back/forward and reload can show it again.
 */
export function settleHistory(
  settings: Pick<
    PartialUpdateSettings,
    'historyPopState' | 'historyReplaceState' | 'alterHistory' | 'rememberPagination' | 'containerId'
  >,
  response: Pick<TransportResponse, 'header'>,
  pageUrl: URL,
  update: Omit<HistoryUpdate, 'title' | 'replace' | 'target'> & { target: string; namesPage: boolean },
): void {
  const title = titleOfHeader(response.header(PU_TITLE_HEADER));
  if (settings.historyPopState) showRestoredEntry(title);
  else if (settings.alterHistory || update.namesPage)
    recordUpdate({ ...update, replace: settings.historyReplaceState, title });
  if (settings.rememberPagination) rememberPaginationUrl(settings.containerId ?? update.target, pageUrl);
}

/**
 * Back or forward swapped an entry's content in again: the page gets the entry's title (the answer's
 * `PU-Title`) and the scroll position it was left at, where one was kept.
 */
function showRestoredEntry(title: string | null): void {
  showTitle(title);
  restoreScrollPosition();
}

/**
 * Reads and validates the `pu` parameter of an address. Null when there is none or when it is
 * refused (malformed JSON, another origin, an unknown region ...), which is logged.
 */
export function readHistoryParam(address: Location | URL, doc: Document): PartialUpdateOptions | null {
  const entry = readEntryFromAddress(address, doc);
  return entry ? historyEntryToOptions(entry) : null;
}

/**
 * The options that replay the history state the visitor went back or forward to; null for states we
 * did not record (hash navigation, other code) or that fail validation. `globalTarget` is the
 * controller's.
 */
export function optionsFromState(state: unknown, globalTarget: string | null): PartialUpdateOptions | null {
  if (typeof state !== 'object' || state === null || !(STATE_KEY in state)) return null;
  const entry = validateHistoryEntry(
    asWholePage((state as Record<string, unknown>)[STATE_KEY], globalTarget),
    document,
  );
  if (typeof entry === 'string') {
    console.error(`Ignored the restored history entry: ${entry}.`);
    return null;
  }
  return historyEntryToOptions(entry);
}

/**
 * A page opened with a `pu` parameter runs that update once the document is parsed. The entry is
 * also stored in the current history state, so coming back to this page replays it again.
 */
export function replayFromLocationOnLoad(callback: (options: PartialUpdateOptions) => void): () => void {
  const run = (): void => {
    const entry = readEntryFromAddress(location, document);
    if (!entry) return;
    mergeHistoryState({ [STATE_KEY]: entry });
    callback(historyEntryToOptions(entry));
  };
  if (document.readyState !== 'loading') {
    run();
    return () => {};
  }
  document.addEventListener('DOMContentLoaded', run, { once: true });
  return () => document.removeEventListener('DOMContentLoaded', run);
}

/**
 * An entry requested for the global target has the page's plain address, so it stands for the whole
 * page there: going back to it replays the global target, not only the smaller region it swapped
 * (a listing under a filter). That region may be gone since (the visitor went on to another page),
 * and the rest of the page (the filter's own fields) would otherwise keep showing later values.
 */
function asWholePage(value: unknown, globalTarget: string | null): unknown {
  if (typeof value !== 'object' || value === null || !globalTarget) return value;
  const entry = value as Record<string, unknown>;
  return entry.requestTarget === globalTarget ? { ...entry, target: globalTarget } : value;
}

function readEntryFromAddress(address: Location | URL, doc: Document): HistoryEntry | null {
  const values = new URL(address.href).searchParams.getAll(HISTORY_STATE_PARAM);
  if (values.length === 0) return null;
  const entry =
    values.length > 1 ? `it appears ${values.length} times` : parseHistoryParam(values[0] as string, doc);
  if (typeof entry === 'string') {
    console.error(`Ignored the history parameter "${HISTORY_STATE_PARAM}": ${entry}.`);
    return null;
  }
  return entry;
}

/** The current address (without its hash) carrying the entry as the `pu` parameter. */
function addressWithParam(entry: HistoryEntry): string {
  const address = new URL(location.href);
  address.hash = '';
  address.searchParams.set(HISTORY_STATE_PARAM, serializeHistoryEntry(entry));
  return address.href;
}

/**
 * The entry the page was loaded with has no state of ours; before leaving it, it gets the global
 * target and its own address, so going back to it replays that region.
 */
function rememberInitialEntry(globalTarget: string | null): void {
  const state = currentHistoryState();
  if (STATE_KEY in state || !globalTarget) return;
  const address = new URL(location.href);
  if (address.searchParams.has(HISTORY_STATE_PARAM)) return;
  address.hash = '';
  const url = originRelativeAddress(address);
  mergeHistoryState({ [STATE_KEY]: { requestTarget: globalTarget, target: globalTarget, url } });
}
