/**
 * Connects the page's progress cursor to the requests the partial-update engine reports. The
 * cursor's code is a lazy chunk loaded with the first request; until then only the pointer's
 * position is kept, so the spinner appears beside it from the start.
 */
import { loadOnce } from '../../core/load-once.ts';
import { observeRequests } from '../../core/request-observers.ts';
import type { PointerPosition, ProgressCursor } from './progress-cursor.ts';

/**
 * Starts the progress cursor (a given one is used at once; otherwise it loads with the first
 * request). Returns a function that stops it and removes the spinner.
 */
export function startProgressCursor(given?: ProgressCursor): () => void {
  let pointer: PointerPosition | null = null;
  const track = (event: MouseEvent) => {
    pointer = { x: event.clientX, y: event.clientY };
  };
  if (!given) {
    document.addEventListener('mousemove', track, { passive: true, capture: true });
    document.addEventListener('pointerdown', track, { passive: true, capture: true });
  }
  let cursor: Promise<ProgressCursor> | null = given ? Promise.resolve(given) : null;
  const ready = (): Promise<ProgressCursor> => {
    cursor ??= loadOnce('progress-cursor', () => import('./progress-cursor.ts'))().then(
      ({ ProgressCursor }) => {
        document.removeEventListener('mousemove', track, { capture: true });
        document.removeEventListener('pointerdown', track, { capture: true });
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
  const stopObserving = observeRequests({
    requestStarted: (settings) => later((c) => c.requestStarted(settings.includeToProgress)),
    requestFinished: (settings) => later((c) => c.requestFinished(settings.includeToProgress)),
    uploadProgress: (loaded, total) =>
      later((c) => c.setUploadProgress(total ? (loaded / total) * 100 : null)),
  });
  return () => {
    stopObserving();
    document.removeEventListener('mousemove', track, { capture: true });
    document.removeEventListener('pointerdown', track, { capture: true });
    if (given) given.dispose();
    else void cursor?.then((c) => c.dispose());
  };
}
