/**
 * The marker parameters of a partial update (docs/protocol.md), written from its settings: the
 * browser's side of what src/server/read-partial-update-request.ts reads.
 */
import {
  PU_EVENT_PARAM,
  PU_HISTORY_PARAM,
  PU_LAYOUT_PARAM,
  PU_NO_REDIRECT_PARAM,
  PU_REQUEST_TARGET_PARAM,
  PU_TARGET_PARAM,
  TARGET_SEPARATOR,
} from '../protocol/partial-update.ts';
import type { PartialUpdateSettings } from './settings.ts';

/** The markers always travel in the query string, so a server reads them the same way for GET and POST. */
export function appendMarkers(query: URLSearchParams, settings: PartialUpdateSettings): void {
  query.set(PU_TARGET_PARAM, settings.target.join(TARGET_SEPARATOR));
  if (settings.requestTarget) query.set(PU_REQUEST_TARGET_PARAM, settings.requestTarget);
  if (settings.eventName) query.set(PU_EVENT_PARAM, settings.eventName);
  if (settings.historyLevel !== undefined) query.set(PU_HISTORY_PARAM, String(settings.historyLevel));
  if (settings.layoutContext) query.set(PU_LAYOUT_PARAM, settings.layoutContext);
  if (settings.suppressRedirect) query.set(PU_NO_REDIRECT_PARAM, '1');
}
