/** Constants of popups, confirm dialogs and the go-back action. */

/** A hover popup closes this long after the pointer has left both its trigger and the popup (ms). */
export const HOVER_CLOSE_DELAY_MS = 200;
/** The go-back action follows the link when history.back() did nothing within this time (ms). */
export const GO_BACK_FALLBACK_MS = 100;
/** Query parameter that keeps popup content out of every cache. */
export const TIMESTAMP_PARAM = '_ts';
