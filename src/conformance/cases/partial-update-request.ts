/** The requests the library sends, built once for every case (docs/protocol.md "Requests"). */
import {
  PU_FLAG_VALUE,
  PU_REQUEST_HEADER,
  PU_TARGET_PARAM,
  PU_UI_EVENT_HEADER,
  TARGET_SEPARATOR,
} from '../../protocol/partial-update.ts';
import type { Fields, Send } from '../shop-client.ts';
import { fieldEntries } from '../shop-client.ts';

export interface PartialUpdateOptions {
  method?: 'GET' | 'POST';
  /** The shop's own query parameters, before the markers. */
  query?: Fields;
  form?: Fields;
  /** A refresh (user tools, a component) sends no PU-UI-Event. */
  refresh?: boolean;
}

/** A partial update of `targets` at `path`, with the markers in the query as the library puts them. */
export function partialUpdate(
  path: string,
  targets: readonly string[],
  options: PartialUpdateOptions = {},
): Send {
  const headers: Record<string, string> = { [PU_REQUEST_HEADER]: PU_FLAG_VALUE };
  if (!options.refresh) headers[PU_UI_EVENT_HEADER] = PU_FLAG_VALUE;
  const query: [string, string][] = [
    ...fieldEntries(options.query),
    [PU_TARGET_PARAM, targets.join(TARGET_SEPARATOR)],
  ];
  const send: Send = { method: options.method ?? 'GET', path, query, headers };
  if (options.form) send.form = options.form;
  return send;
}

/** `path` with a raw query string added (for markers the kit must send malformed, as they are). */
export function withRawQuery(path: string, rawQuery: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${rawQuery}`;
}
