/** Constants used by the components and their elements. */

/** A component refreshes this long after the state change that asked for it (ms). */
export const COMPONENT_REFRESH_DELAY_MS = 2;
/** A process-state event with at least this progress means the process is done: the component refreshes. */
export const PROCESS_STATE_DONE_PROGRESS = 100;
/** Slider and typeahead changes wait this long before the partial update (ms). */
export const COMPONENT_DEBOUNCE_MS = 300;
/** Lifetime of the list layout cookie of ListToggle's list/grid mode (days), as the collapse cookie. */
export const LIST_LAYOUT_COOKIE_DAYS = 7;
