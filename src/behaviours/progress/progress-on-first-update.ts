/**
 * The always-loaded part of the progress cursor: it loads the cursor's code (start-progress-cursor.ts)
 * with the first partial update and hands it what happened meanwhile — the lifecycle events since
 * that update started, in order, and the pointer's last position — so the spinner of the first
 * update appears beside the pointer as if the code had been there all along.
 */
import { loadOnce } from '../../core/load-once.ts';

const LIFECYCLE = ['fg:pu-start', 'fg:pu-complete', 'fg:upload-progress'];
const POINTER = ['mousemove', 'pointerdown'];

/** Returns a function that stops it (and the cursor, once started). */
export function startProgressCursorOnFirstUpdate(): () => void {
  const seen: Event[] = [];
  let stop: (() => void) | undefined;
  let pointer: MouseEvent | undefined;
  const track = (event: Event) => {
    pointer = event as MouseEvent;
  };
  const hold = (event: Event) => {
    if (seen.push(event) > 1) return;
    loadOnce('start-progress-cursor', () => import('./start-progress-cursor.ts'))().then((m) => {
      if (unlisten()) stop = m.startProgressCursor(undefined, { pointer, seen });
    }, console.error);
  };
  /** Stops listening; true when the cursor is still to be started (an update began, nothing stopped it). */
  const unlisten = () => {
    for (const name of POINTER) document.removeEventListener(name, track, true);
    for (const name of LIFECYCLE) document.removeEventListener(name, hold, true);
    return !stop && seen.length > 0;
  };
  for (const name of POINTER) document.addEventListener(name, track, { passive: true, capture: true });
  // Capture on the document, as the cursor itself listens: a listener stopping propagation hides nothing.
  for (const name of LIFECYCLE) document.addEventListener(name, hold, true);
  return () => {
    unlisten();
    seen.length = 0;
    stop?.();
  };
}
