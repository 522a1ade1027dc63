import { PU_PARAM_PREFIX } from './constants.ts';

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
    return new URLSearchParams([...params].filter(([name]) => !isMarker(name)));
  }
  // fromEntries defines properties, so a parsed `__proto__` field stays a plain field.
  return Object.fromEntries(Object.entries(params).filter(([name]) => !isMarker(name)));
}

function isMarker(name: string): boolean {
  return name.startsWith(PU_PARAM_PREFIX);
}
