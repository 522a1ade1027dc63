/**
 * The partial-update wire contract (docs/protocol.md), once: the names and markers the browser
 * engine sends and reads and the server helper reads and sends. Pure constants and functions —
 * no DOM, no Node — imported by core, behaviours and the server helper alike.
 */

/** Request header sent on every partial update. */
export const PU_REQUEST_HEADER = 'PU-Request';
/** Request header sent when a user event started the update; refreshes omit it. */
export const PU_UI_EVENT_HEADER = 'PU-UI-Event';
/** Response header: the answer is an error page (flag). */
export const PU_ERROR_HEADER = 'PU-Error';
/** Response header: the address the answer belongs to (same-origin path). */
export const PU_REQUESTED_URL_HEADER = 'PU-Requested-Url';
/** Response header: the parameters the answer was rendered with, as a query string. */
export const PU_REQUESTED_PARAMS_HEADER = 'PU-Requested-Params';
/** Response header: the browser leaves the partial update and loads this same-origin path. */
export const PU_REDIRECT_HEADER = 'PU-Redirect';
/**
 * Response header: the document title of the page the answer belongs to, percent-encoded UTF-8
 * ({@link encodeTitleHeader}); the client sets it when the update alters history or replays it.
 */
export const PU_TITLE_HEADER = 'PU-Title';
/** Response header sent with the session-expiry body: the client reloads the page once instead of swapping. */
export const PU_SESSION_EXPIRED_HEADER = 'PU-Session-Expired';
/**
 * The CSRF token: sent by the client with every POST (from `<meta name="csrf-token">`); a
 * partial-update answer carrying it renews the page's token (after a login rotated the secret).
 */
export const CSRF_TOKEN_HEADER = 'X-CSRF-Token';
/**
 * Response header of a 403 that refused a request for its token alone (the visitor's secret
 * rotated, at a login in another tab): set to {@link PU_FLAG_VALUE}, it says the request may be
 * sent once more with the fresh token the answer carries in {@link CSRF_TOKEN_HEADER} — the server
 * did nothing with it, and it asks for the same outcome whoever is signed in now (docs/protocol.md).
 */
export const PU_REPEATABLE_HEADER = 'PU-Repeatable';
/** Value of a set flag header or flag parameter. */
export const PU_FLAG_VALUE = '1';

/** Parameter: the target region ids, joined by {@link TARGET_SEPARATOR}. */
export const PU_TARGET_PARAM = '_pu_target';
/** Parameter: the region the request was made for, when it differs from the target. */
export const PU_REQUEST_TARGET_PARAM = '_pu_request_target';
/** Parameter: the event name (command) the server should run. */
export const PU_EVENT_PARAM = '_pu_event';
/** Parameter: the history-scope level. */
export const PU_HISTORY_PARAM = '_pu_history';
/** Parameter: the layout context. */
export const PU_LAYOUT_PARAM = '_pu_layout';
/** Parameter: suppress a server redirect (flag). */
export const PU_NO_REDIRECT_PARAM = '_pu_no_redirect';
/** Every marker parameter starts with this prefix, so the app's own fields never collide. */
export const PU_PARAM_PREFIX = '_pu_';
/** Joins several target ids in {@link PU_TARGET_PARAM}. */
export const TARGET_SEPARATOR = '+';

/** Form field naming the submitted form; the client strips it before sending. */
export const FORM_ID_FIELD = 'formId';
/** Prefix of form field names, kept as sent. */
export const FORM_FIELD_PREFIX = 'frm.';

/** First bytes of a multi-target response body. */
export const MULTI_TARGET_DELIMITER = '<!--pu:delimiters-->';
/** Text of the comment that precedes each part of a multi-target response, before the id. */
export const WIDGET_MARKER_PREFIX = 'pu:widget ';
/**
 * The comment a streamed multi-target response may put after a part: the part is complete, the
 * client may swap it before the next part arrives (docs/protocol.md, "Streamed answers").
 */
export const PART_END_MARKER = '<!--pu:end-->';
/** The comment that precedes the part of widget `id` in a multi-target response. */
export function widgetMarker(id: string): string {
  return `<!--${WIDGET_MARKER_PREFIX}${id}-->`;
}

/** The login path's last segment: an answer whose login form posts there means the session expired. */
export const SESSION_EXPIRED_MARKER = 'performLogin';

/** Page-address parameter holding the history replay state `{"requestTarget","target","url"}`. */
export const HISTORY_STATE_PARAM = 'pu';

/**
 * A title as the {@link PU_TITLE_HEADER} value: header values are bytes, so UTF-8 is percent-encoded
 * (the browser decodes it in `src/core/history/page-title.ts`, a lazy chunk).
 */
export function encodeTitleHeader(title: string): string {
  // A lone surrogate has no UTF-8 form (encodeURIComponent would throw): it becomes U+FFFD.
  return encodeURIComponent(title.replace(/\p{Cs}/gu, '\uFFFD'));
}
