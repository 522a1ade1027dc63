import { afterZeroDelayTimers } from './waits.ts';

/**
 * Resolves once markup added before the call has been looked through (src/core/watch-added.ts: a
 * timer task after the mutation) and what that started has run its promises.
 */
export async function addedSeen(): Promise<void> {
  // The observer's callback was queued with the mutation: it has set its timer before this runs on.
  await Promise.resolve();
  // src/core/watch-added.ts takes the page's own setTimeout too: a fake clock does not hold it.
  await afterZeroDelayTimers();
  await afterZeroDelayTimers();
}
