/** Every constant of the engine's behaviour (docs/protocol.md gives the timings); the wire contract's names live in src/protocol. */

/** Default ajax time-out of a partial update (ms). */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** An element carrying the debounce command waits this long before running (ms). */
export const DEBOUNCE_MS = 300;
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

/* The wire contract's names and markers live in src/protocol (one source with the server helper). */

/** An expired session reloads a page at most once per address within this window (ms). */
export const SESSION_EXPIRY_RELOAD_WINDOW_MS = 10_000;

/** Cookies that remember a toggle (collapse blocks, comparison "different lines only") live 7 days (s). */
export const TOGGLE_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
