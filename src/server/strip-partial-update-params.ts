import { PU_PARAM_PREFIX } from './constants.ts';

/** Whether a parameter name is one of the `_pu_*` markers of the wire contract. */
export function isPartialUpdateMarker(name: string): boolean {
  return name.startsWith(PU_PARAM_PREFIX);
}

/**
 * The request parameters without the `_pu_*` markers, so the app sees only its own fields (and
 * can pass them on, e.g. as `requestedParams`). The input is not changed.
 */
export function stripPartialUpdateParams(params: URLSearchParams): URLSearchParams;
export function stripPartialUpdateParams<T>(params: Readonly<Record<string, T>>): Record<string, T>;
export function stripPartialUpdateParams<T>(
  params: URLSearchParams | Readonly<Record<string, T>>,
): URLSearchParams | Record<string, T> {
  if (params instanceof URLSearchParams) {
    return new URLSearchParams([...params].filter(([name]) => !isPartialUpdateMarker(name)));
  }
  // fromEntries defines properties, so a parsed `__proto__` field stays a plain field.
  return Object.fromEntries(Object.entries(params).filter(([name]) => !isPartialUpdateMarker(name)));
}

/**
 * A path (`/cs/news?page=2&_pu_target=content#top`) without the `_pu_*` markers in its query:
 * the address as the visitor should see it in the history. A path without markers is returned
 * unchanged; otherwise the rest of the query is re-encoded.
 */
export function stripPartialUpdateParamsFromPath(path: string): string {
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return path;
  const query = new URLSearchParams(beforeHash.slice(queryAt + 1));
  if (![...query.keys()].some(isPartialUpdateMarker)) return path;
  const kept = stripPartialUpdateParams(query).toString();
  return `${beforeHash.slice(0, queryAt)}${kept === '' ? '' : `?${kept}`}${hash}`;
}
