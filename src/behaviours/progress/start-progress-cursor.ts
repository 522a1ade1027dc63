/**
 * Connects the page's progress cursor to the partial-update lifecycle events, as any shop script
 * would: `fg:pu-start` (unless a listener cancelled it), `fg:upload-progress` and `fg:pu-complete`.
 * This module loads with the page's first update (progress-on-first-update.ts), the spinner's own
 * code with the first counted request; until then only the pointer's position is kept, so the
 * spinner appears beside it from the start.
 */
import { loadOnce } from '../../core/load-once.ts';
import type { PartialUpdateSettings } from '../../core/settings.ts';
import type { PointerPosition, ProgressCursor } from './progress-cursor.ts';

/** What happened before this code loaded (progress-on-first-update.ts): replayed at the start. */
export interface EarlierProgress {
  /** The pointer's last move or press. */
  pointer: MouseEvent | undefined;
  /** The lifecycle events since the first update started, in order. */
  seen: readonly Event[];
}

/**
 * Starts the progress cursor (a given one is used at once; otherwise it loads with the first
 * counted request), after replaying `earlier`. Returns a function that stops it and removes the spinner.
 */
export function startProgressCursor(given?: ProgressCursor, earlier?: EarlierProgress): () => void {
  let pointer: PointerPosition | null = earlier?.pointer
    ? { x: earlier.pointer.clientX, y: earlier.pointer.clientY }
    : null;
  const track = (event: MouseEvent) => {
    pointer = { x: event.clientX, y: event.clientY };
  };
  const pointerEvents = ['mousemove', 'pointerdown'] as const;
  const stopTracking = () => {
    for (const name of pointerEvents) document.removeEventListener(name, track, { capture: true });
  };
  if (!given) {
    for (const name of pointerEvents)
      document.addEventListener(name, track, { passive: true, capture: true });
  }
  let cursor: Promise<ProgressCursor> | null = given ? Promise.resolve(given) : null;
  const ready = (): Promise<ProgressCursor> => {
    cursor ??= loadOnce('progress-cursor', () => import('./progress-cursor.ts'))().then(
      ({ ProgressCursor }) => {
        stopTracking();
        return new ProgressCursor(document, pointer);
      },
    );
    return cursor;
  };
  // Through the one promise, so a request's start and end reach the cursor in order. Without its
  // chunk there is no spinner: each request says so in the console, and the page works on.
  const later = (use: (cursor: ProgressCursor) => void) => {
    if (given) use(given);
    else ready().then(use, console.error);
  };
  /** The started updates that count toward progress, until their fg:pu-complete. */
  const counted = new Set<PartialUpdateSettings>();
  // Both handlers act once the dispatch is over: a listener that runs after this one may still
  // cancel the start, and a start read late must not be overtaken by its own end.
  const onStart = (event: HTMLElementEventMap['fg:pu-start']) => {
    const { settings } = event.detail;
    void Promise.resolve().then(() => {
      if (event.defaultPrevented || !settings.includeToProgress) return;
      counted.add(settings);
      later((c) => c.requestStarted(true));
    });
  };
  const onComplete = (event: HTMLElementEventMap['fg:pu-complete']) => {
    const { settings } = event.detail;
    void Promise.resolve().then(() => {
      if (counted.delete(settings)) later((c) => c.requestFinished());
    });
  };
  const onUpload = (event: HTMLElementEventMap['fg:upload-progress']) => {
    if (counted.size > 0) later((c) => c.setUploadProgress(event.detail.percent));
  };
  const listeners = [
    ['fg:pu-start', onStart],
    ['fg:pu-complete', onComplete],
    ['fg:upload-progress', onUpload],
  ] as [string, EventListener][];
  // Capture on the document: a listener that stops the events' propagation does not blind the cursor.
  for (const [name, listener] of listeners) document.addEventListener(name, listener, true);
  for (const event of earlier?.seen ?? []) listeners.find(([name]) => name === event.type)?.[1](event);
  return () => {
    for (const [name, listener] of listeners) document.removeEventListener(name, listener, true);
    stopTracking();
    counted.clear();
    if (given) given.dispose();
    else void cursor?.then((c) => c.dispose());
  };
}
