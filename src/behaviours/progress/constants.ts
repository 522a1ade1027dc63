/** The progress cursor's timing and placement (its own; the engine's live in src/core/constants.ts). */

/** The progress spinner appears this long after a counted request starts (ms). */
export const PROGRESS_SPINNER_DELAY_MS = 210;
/** The spinner follows the pointer at this offset (px). */
export const PROGRESS_SPINNER_OFFSET_PX = 18;
/** The spinner hides this close to the top or left edge of the window (px). */
export const PROGRESS_SPINNER_NEAR_TOP_LEFT_PX = 10;
/** The spinner hides this close to the bottom or right edge of the window (px). */
export const PROGRESS_SPINNER_NEAR_BOTTOM_RIGHT_PX = 50;
