/** Every constant of SPEC.md §9 used by the partial-update engine, and the wire contract names of DESIGN.md. */

/** Default ajax time-out of a partial update (ms). */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** An element carrying the debounce command waits this long before running (ms). */
export const DEBOUNCE_MS = 300;
/** The progress spinner appears this long after a counted request starts (ms). */
export const PROGRESS_SPINNER_DELAY_MS = 210;
/** The spinner follows the pointer at this offset (px). */
export const PROGRESS_SPINNER_OFFSET_PX = 18;
/** The spinner hides this close to the top or left edge of the window (px). */
export const PROGRESS_SPINNER_NEAR_TOP_LEFT_PX = 10;
/** The spinner hides this close to the bottom or right edge of the window (px). */
export const PROGRESS_SPINNER_NEAR_BOTTOM_RIGHT_PX = 50;
/** Scroll animation to a replaced container (ms). */
export const SCROLL_TO_CONTAINER_MS = 250;
/** Scroll-to-anchor animation (ms). */
export const SCROLL_TO_ANCHOR_MS = 500;
/** Post-replacement scroll check (ms). */
export const POST_REPLACEMENT_SCROLL_CHECK_MS = 50;
/** Replacing a container whose parent is missing is retried after this delay (ms). */
export const CONTAINER_RETRY_DELAY_MS = 200;
/** The history hash is polled at this interval (ms). */
export const HISTORY_HASH_POLL_MS = 500;
/** Script chunk load time-out (ms). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Wire contract: request headers. */
export const PU_REQUEST_HEADER = 'PU-Request';
export const PU_UI_EVENT_HEADER = 'PU-UI-Event';
export const CSRF_REQUEST_HEADER = 'X-CSRF-Token';

/** Wire contract: request parameters (always sent in the query string). */
export const PARAM_TARGET = '_pu_target';
export const PARAM_REQUEST_TARGET = '_pu_request_target';
export const PARAM_EVENT = '_pu_event';
export const PARAM_HISTORY = '_pu_history';
export const PARAM_LAYOUT = '_pu_layout';
export const PARAM_NO_REDIRECT = '_pu_no_redirect';
/** Form field the client never sends. */
export const STRIPPED_FORM_FIELD = 'formId';
/** Separator of several target ids. */
export const TARGET_SEPARATOR = '+';

/** Wire contract: response headers. */
export const PU_ERROR_HEADER = 'PU-Error';
export const PU_REQUESTED_URL_HEADER = 'PU-Requested-Url';
export const PU_REQUESTED_PARAMS_HEADER = 'PU-Requested-Params';
export const PU_REDIRECT_HEADER = 'PU-Redirect';
/** The server's own word that the session expired (the server helper sends it with the expiry body). */
export const PU_SESSION_EXPIRED_HEADER = 'PU-Session-Expired';

/** Wire contract: multi-target responses. */
export const MULTI_TARGET_DELIMITER = '<!--pu:delimiters-->';
export const WIDGET_MARKER_PREFIX = 'pu:widget ';
/**
 * The login path's last segment: an answer whose login form (or the expiry body's link) points to
 * `/qf/{lang}/ramjet/performLogin` means the session expired, and the page reloads.
 */
export const SESSION_EXPIRED_MARKER = 'performLogin';
/** An expired session reloads a page at most once per address within this window (ms). */
export const SESSION_EXPIRY_RELOAD_WINDOW_MS = 10_000;

/** History: query parameter that carries a region update. */
export const HISTORY_PARAM = 'pu';

/** Cookies that remember a toggle (collapse blocks, comparison "different lines only") live 7 days (s). */
export const TOGGLE_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
