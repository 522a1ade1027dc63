import {
  PU_EVENT_PARAM,
  PU_HISTORY_PARAM,
  PU_LAYOUT_PARAM,
  PU_NO_REDIRECT_PARAM,
  PU_REQUEST_HEADER,
  PU_REQUEST_TARGET_PARAM,
  PU_TARGET_PARAM,
  PU_UI_EVENT_HEADER,
  TARGET_SEPARATOR,
  WIDGET_ID_PATTERN,
} from './constants.ts';
import type { PartialUpdateRequest } from './partial-update-request.ts';
import { PartialUpdateRequestError } from './partial-update-request-error.ts';
import {
  type HeadersInput,
  isFlagSet,
  type ParamsInput,
  readHeader,
  readParamValues,
} from './request-input.ts';
import { isWidgetId } from './widget-id.ts';

// Error messages never repeat the sent values: a server may show them in a 400 page.

/**
 * Reads a partial-update request. Returns `null` for a normal full-page request (no
 * `PU-Request` header): the server then renders the whole page.
 *
 * @throws PartialUpdateRequestError when a marker parameter is malformed: a missing, empty or
 *   repeated target, an invalid id, a marker sent twice, a history level that is not a whole
 *   number. Answer 400.
 */
export function readPartialUpdateRequest(
  headers: HeadersInput,
  params: ParamsInput,
): PartialUpdateRequest | null {
  if (!isFlagSet(readHeader(headers, PU_REQUEST_HEADER))) return null;

  const request: Mutable<PartialUpdateRequest> = {
    targets: readTargets(params),
    isUiEvent: isFlagSet(readHeader(headers, PU_UI_EVENT_HEADER)),
    suppressRedirect: isFlagSet(readSingleParam(params, PU_NO_REDIRECT_PARAM)),
  };
  const requestTarget = readSingleParam(params, PU_REQUEST_TARGET_PARAM);
  if (requestTarget) request.requestTarget = requireWidgetId(requestTarget, PU_REQUEST_TARGET_PARAM);
  const eventName = readSingleParam(params, PU_EVENT_PARAM);
  if (eventName) request.eventName = eventName;
  const historyLevel = readSingleParam(params, PU_HISTORY_PARAM);
  if (historyLevel) request.historyLevel = parseHistoryLevel(historyLevel);
  const layoutContext = readSingleParam(params, PU_LAYOUT_PARAM);
  if (layoutContext) request.layoutContext = layoutContext;
  return request;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The trimmed value of a marker parameter, `undefined` when absent or empty. */
function readSingleParam(params: ParamsInput, name: string): string | undefined {
  const values = readParamValues(params, name);
  if (values === undefined) throw new PartialUpdateRequestError(name, `Parameter ${name} must be text.`);
  if (values.length > 1)
    throw new PartialUpdateRequestError(name, `Parameter ${name} was sent more than once.`);
  const value = values[0]?.trim();
  return value === '' ? undefined : value;
}

/**
 * Splits `_pu_target` on `+`. A space separates too: a literal `+` in a form-encoded query
 * decodes to a space, and no id can contain one.
 */
function readTargets(params: ParamsInput): string[] {
  const list = readSingleParam(params, PU_TARGET_PARAM);
  if (list === undefined) {
    throw new PartialUpdateRequestError(PU_TARGET_PARAM, `Parameter ${PU_TARGET_PARAM} is missing.`);
  }
  const targets = list.split(/[+ ]/);
  const seen = new Set<string>();
  for (const target of targets) {
    requireWidgetId(target, PU_TARGET_PARAM);
    if (seen.has(target)) {
      throw new PartialUpdateRequestError(PU_TARGET_PARAM, 'A target is listed more than once.');
    }
    seen.add(target);
  }
  return targets;
}

function requireWidgetId(value: string, parameter: string): string {
  if (!isWidgetId(value)) {
    throw new PartialUpdateRequestError(
      parameter,
      `Parameter ${parameter} holds an invalid id (ids match ${WIDGET_ID_PATTERN.source}, joined by ${TARGET_SEPARATOR}).`,
    );
  }
  return value;
}

function parseHistoryLevel(value: string): number {
  if (!/^\d{1,9}$/.test(value)) {
    throw new PartialUpdateRequestError(
      PU_HISTORY_PARAM,
      `Parameter ${PU_HISTORY_PARAM} must be a whole number ≥ 0.`,
    );
  }
  return Number(value);
}
