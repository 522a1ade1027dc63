import {
  encodeTitleHeader,
  PU_ERROR_HEADER,
  PU_FLAG_VALUE,
  PU_REDIRECT_HEADER,
  PU_REQUESTED_PARAMS_HEADER,
  PU_REQUESTED_URL_HEADER,
  PU_TITLE_HEADER,
} from './constants.ts';
import { PartialUpdateResponseError } from './partial-update-response-error.ts';
import { encodePathForHeader, isSameOriginPath } from './same-origin-path.ts';
import { stripPartialUpdateParams, stripPartialUpdateParamsFromPath } from './strip-partial-update-params.ts';

/** What a partial-update answer tells the client besides its body. */
export interface PartialUpdateHeaderOptions {
  /** The body is an error page: the client reports the update as failed. */
  readonly error?: boolean;
  /** The address the answer belongs to, a same-origin path (`/cs/kosik?step=2`); `_pu_*` markers are dropped. */
  readonly requestedUrl?: string;
  /** The parameters the answer was rendered with; sent as a query string without `?` and without markers. */
  readonly requestedParams?:
    | URLSearchParams
    | Readonly<Record<string, string | readonly string[] | undefined>>;
  /** Leave the partial update and load this same-origin path as a full page. */
  readonly redirect?: string;
  /**
   * The document title of the page the answer belongs to (what its `<title>` says on a full load):
   * the browser shows it when the update becomes a history entry, and again on back/forward.
   */
  readonly title?: string;
}

/**
 * The partial-update response headers, as a record ready for `res.setHeader` / `reply.headers`.
 * Options left out (or `error: false`, empty parameters) produce no header.
 *
 * @throws PartialUpdateResponseError when `redirect` or `requestedUrl` is not a same-origin path
 *   (a path starting with a single `/`): the helper never sends the browser to another origin.
 */
export function partialUpdateHeaders(options: PartialUpdateHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  if (options.error) headers[PU_ERROR_HEADER] = PU_FLAG_VALUE;
  if (options.requestedUrl !== undefined) {
    const path = requireSameOriginPath(options.requestedUrl, PU_REQUESTED_URL_HEADER);
    headers[PU_REQUESTED_URL_HEADER] = stripPartialUpdateParamsFromPath(path);
  }
  if (options.requestedParams !== undefined) {
    const query = toQueryString(options.requestedParams);
    if (query !== '') headers[PU_REQUESTED_PARAMS_HEADER] = query;
  }
  if (options.redirect !== undefined) {
    headers[PU_REDIRECT_HEADER] = requireSameOriginPath(options.redirect, PU_REDIRECT_HEADER);
  }
  if (options.title !== undefined) headers[PU_TITLE_HEADER] = encodeTitleHeader(options.title);
  return headers;
}

function requireSameOriginPath(value: string, header: string): string {
  if (!isSameOriginPath(value)) {
    throw new PartialUpdateResponseError(
      `${header} accepts only a same-origin path starting with a single "/".`,
    );
  }
  return encodePathForHeader(value);
}

function toQueryString(params: NonNullable<PartialUpdateHeaderOptions['requestedParams']>): string {
  if (params instanceof URLSearchParams) return stripPartialUpdateParams(params).toString();
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(stripPartialUpdateParams(params))) {
    if (value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) query.append(name, item);
  }
  return query.toString();
}
