/**
 * One region update as the history remembers it: `{requestTarget, target, url}`, carried in the `pu`
 * query parameter and in `history.state.fg`. Everything read back from the address or the state is
 * untrusted: a crafted value must never fetch another origin or name a region that is not there.
 */
import { TARGET_SEPARATOR } from '../../protocol/partial-update.ts';
import { originRelativeAddress, sameOriginUrl } from '../same-origin.ts';
import type { PartialUpdateOptions } from '../settings.ts';

export interface HistoryEntry {
  /** The region the server was asked to render (`+`-joined ids). */
  requestTarget: string;
  /** The regions swapped (`+`-joined ids). */
  target: string;
  /** Same-origin address (a path with query) that was requested. */
  url: string;
}

const ENTRY_KEYS = ['requestTarget', 'target', 'url'] as const;

/** The JSON text of the `pu` parameter, keys in the documented order. */
export function serializeHistoryEntry(entry: HistoryEntry): string {
  return JSON.stringify({ requestTarget: entry.requestTarget, target: entry.target, url: entry.url });
}

/**
 * Checks an untrusted value strictly. Returns the entry, or the reason it was refused.
 */
export function validateHistoryEntry(value: unknown, doc: Document): HistoryEntry | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'it is not a JSON object';
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!(ENTRY_KEYS as readonly string[]).includes(key)) return `it has the unexpected field "${key}"`;
  }
  for (const key of ENTRY_KEYS) {
    if (typeof record[key] !== 'string') return `its field "${key}" is not a string`;
  }
  const entry = record as unknown as HistoryEntry;
  if (!isWrittenByUs(entry.url)) return `its url ${JSON.stringify(entry.url)} is not a same-origin path`;
  for (const key of ['target', 'requestTarget'] as const) {
    const missing = missingIds(entry[key], doc);
    if (missing !== null) return `its ${key} names ${JSON.stringify(missing)}, which is not in the page`;
  }
  return entry;
}

/** Parses the JSON text of a `pu` parameter and validates it. */
export function parseHistoryParam(text: string, doc: Document): HistoryEntry | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'it is not well-formed JSON';
  }
  return validateHistoryEntry(value, doc);
}

/** The options that replay an entry (the engine must not record it again). */
export function historyEntryToOptions(entry: HistoryEntry): PartialUpdateOptions {
  return {
    target: entry.target,
    requestTarget: entry.requestTarget,
    url: entry.url,
    historyPopState: true,
  };
}

/** The first id of a `+`-joined list that is empty or not in the page, or null when all exist. */
function missingIds(ids: string, doc: Document): string | null {
  for (const id of ids.split(TARGET_SEPARATOR)) {
    if (id === '' || !doc.getElementById(id)) return id;
  }
  return null;
}

/**
 * Only an address in the very form the history records (originRelativeAddress of a URL of this
 * origin) is replayed: no relative path, backslash, control character or other spelling that the
 * URL parser would rewrite. Resolved against this origin, not a `<base href>`: it was written so.
 */
function isWrittenByUs(url: string): boolean {
  const resolved = sameOriginUrl(url, location.href);
  return resolved !== null && originRelativeAddress(resolved) === url;
}
