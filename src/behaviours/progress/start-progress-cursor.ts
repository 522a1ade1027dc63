/** Connects the page's progress cursor to the requests the partial-update engine reports. */
import { observeRequests } from '../../core/request-observers.ts';
import { ProgressCursor } from './progress-cursor.ts';

/** Starts the progress cursor; returns a function that stops it and removes the spinner. */
export function startProgressCursor(cursor: ProgressCursor = new ProgressCursor()): () => void {
  const stopObserving = observeRequests({
    requestStarted: (settings) => cursor.requestStarted(settings.includeToProgress),
    requestFinished: (settings) => cursor.requestFinished(settings.includeToProgress),
    uploadProgress: (loaded, total) => cursor.setUploadProgress(total ? (loaded / total) * 100 : null),
  });
  return () => {
    stopObserving();
    cursor.dispose();
  };
}
