/**
 * Where the visitor left each history entry of a page, kept in the entry's own state, so that back
 * and forward put the page there again once the entry's content is swapped back in. The browser's
 * own restoration runs at `popstate`, before that content has arrived, and a shorter page in between
 * (a product opened from a long listing) clamps it.
 */
import { jumpToPosition } from '../scroll.ts';
import { currentHistoryState, mergeHistoryState } from './history-state.ts';

/** Key of the position in `history.state`. */
const STATE_KEY = 'fgScroll';

export interface ScrollPosition {
  readonly x: number;
  readonly y: number;
}

/**
 * Stores where the visitor leaves the current entry (call it before pushing the next one): `top`,
 * how far down the page they were before the new content came (taken before the swap), and the
 * sideways position as it is.
 */
export function rememberScrollPosition(top: number): void {
  mergeHistoryState({ [STATE_KEY]: { x: window.scrollX, y: top } });
}

/** The position remembered in a history state, checked (the state is untrusted), or null. */
export function rememberedScrollPosition(state: unknown): ScrollPosition | null {
  if (typeof state !== 'object' || state === null) return null;
  const value: unknown = (state as Record<string, unknown>)[STATE_KEY];
  if (typeof value !== 'object' || value === null) return null;
  const { x, y } = value as Record<string, unknown>;
  return isOffset(x) && isOffset(y) ? { x, y } : null;
}

/** Puts the page where the current entry was left, when that is known. */
export function restoreScrollPosition(): void {
  const position = rememberedScrollPosition(currentHistoryState());
  if (position) jumpToPosition(position.x, position.y);
}

function isOffset(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}
