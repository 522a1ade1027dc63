/**
 * `data-pu-transition` (docs/morph-and-prefetch.md): a swap run inside `document.startViewTransition`,
 * so the browser animates from the old page to the new one. Under `prefers-reduced-motion: reduce`,
 * or in a browser without view transitions, the swap runs as it is, at once.
 */
import { prefersReducedMotion } from '../reduced-motion.ts';

interface ViewTransition {
  readonly updateCallbackDone: Promise<void>;
  readonly ready: Promise<void>;
  readonly finished: Promise<void>;
}
type StartViewTransition = (update: () => void) => ViewTransition;

/** Runs `swap` inside a view transition where there is one; resolves to what it returned. */
export async function inViewTransition<T>(swap: () => T): Promise<T> {
  const start = (document as Document & { startViewTransition?: StartViewTransition }).startViewTransition;
  if (typeof start !== 'function' || prefersReducedMotion()) return swap();
  let result: { value: T } | undefined;
  const transition = start.call(document, () => {
    result = { value: swap() };
  });
  // A transition the browser skips (another one started, the tab hidden) still ran the swap.
  transition.ready.catch(() => {});
  transition.finished.catch(() => {});
  // Rejects with the swap's own error when it threw (a region gone meanwhile).
  await transition.updateCallbackDone;
  return (result as { value: T }).value;
}
