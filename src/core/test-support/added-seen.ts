// The page's own setTimeout, taken when this module loads, as src/core/watch-added.ts takes it: a
// fake clock installed later does not hold either.
const pageTimeout = setTimeout;

/**
 * Resolves once markup added before the call has been looked through (src/core/watch-added.ts: a
 * timer task after the mutation) and what that started has run its promises.
 */
export async function addedSeen(): Promise<void> {
  // The observer's callback was queued with the mutation: it has set its timer before this runs on.
  await Promise.resolve();
  await nextTask();
  await nextTask();
}

/**
 * A task after every zero-delay timer set before the call, fake clock or not: timers of one page
 * with no longer delay run in the order they were set.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => pageTimeout(resolve));
}
