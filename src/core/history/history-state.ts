/** Read-modify-write access to `history.state`, keeping keys that other code stored there. */

export type HistoryState = Record<string, unknown>;

/** The current state as a plain object ({} when empty or not an object). */
export function currentHistoryState(): HistoryState {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null && !Array.isArray(state) ? { ...state } : {};
}

/** Replaces the current entry's state with `changes` merged in, keeping the address. */
export function mergeHistoryState(changes: HistoryState): void {
  history.replaceState({ ...currentHistoryState(), ...changes }, '');
}
