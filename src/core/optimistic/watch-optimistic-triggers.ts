/**
 * Optimistic updates of the engine's own updates (docs/optimistic.md), started with delivery: an
 * update whose trigger declares changes shows them once its `fg:pu-start` is over and not
 * cancelled; its `fg:pu-complete` settles them, or takes them back on any error (a failure, a
 * refusal, an abort by a newer update, the server's own PU-Error). The failure notice started
 * beside it tells the failures it knows; the rest is announced by the optimistic chunk.
 */
import { OPTIMISTIC_ATTRIBUTE } from '../../protocol/optimistic-markup.ts';
import { failureKind } from '../delivery/failure-notice.ts';
import type { PartialUpdateSettings } from '../settings.ts';
import { expectChanges, type OptimisticUpdate, optimisticUpdates } from './expect-changes.ts';

interface Expected {
  shown?: Promise<OptimisticUpdate | null>;
  /** Its fg:pu-complete has come: a change not shown by then is not shown at all. */
  over: boolean;
}

/** Returns the stop. */
export function watchOptimisticTriggers(root: HTMLElement = document.documentElement): () => void {
  // A page that already holds a trigger loads the chunk now: its first change shows at once too.
  if (root.querySelector(`[${OPTIMISTIC_ATTRIBUTE}]`)) optimisticUpdates().catch(console.error);
  const expected = new WeakMap<PartialUpdateSettings, Expected>();
  const onStart = (event: HTMLElementEventMap['fg:pu-start']): void => {
    const { settings, source } = event.detail;
    if (!source) return;
    const update: Expected = { over: false };
    // Read once the dispatch is over (the chunk's promise settles after it): a later listener may cancel.
    update.shown = expectChanges(source, () => !event.defaultPrevented && !update.over) ?? undefined;
    if (update.shown) expected.set(settings, update);
  };
  const onComplete = (event: HTMLElementEventMap['fg:pu-complete']): void => {
    const { settings, error } = event.detail;
    const update = expected.get(settings);
    if (!update) return;
    expected.delete(settings);
    update.over = true;
    void update.shown?.then((shown) => {
      if (!shown) return;
      if (error) shown.takeBack(failureKind(error) !== null);
      else shown.settle();
    });
  };
  // Capture at the root: a listener that stops the events further in hides nothing.
  root.addEventListener('fg:pu-start', onStart, true);
  root.addEventListener('fg:pu-complete', onComplete, true);
  return () => {
    root.removeEventListener('fg:pu-start', onStart, true);
    root.removeEventListener('fg:pu-complete', onComplete, true);
  };
}
