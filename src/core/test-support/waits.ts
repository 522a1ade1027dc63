/**
 * The waits of the unit tests, one kit: none waits a fixed time. A test either drives time with
 * sinon's fake clock or waits for what it needs: promise reactions, a task, or a condition.
 * Tasks come through a MessageChannel, not a timer: a fake clock does not hold them, and a test page
 * in a background tab (whose timers are throttled to one a second) does not slow them.
 */

import { nextTask } from '../next-task.ts';

// Taken when this module loads: a fake clock installed later replaces the globals, not these.
const pageTimeout = setTimeout;
const realNow = performance.now.bind(performance);

/**
 * How long `until` waits for its condition (a chunk import or a fetch of the test server) before it
 * fails naming it: within the test's own time-out (10 s, web-test-runner.config.mjs).
 */
const UNTIL_LIMIT_MS = 5_000;

/** Lets queued promise reactions run, `rounds` deep (no task passes). */
export async function flushPromises(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}

export { nextTask };

/** `turns` tasks later: what a chain of tasks started (an answer read, a chunk's code run) has run. */
export async function settle(turns = 5): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await nextTask();
}

/**
 * A task after every zero-delay timer set before the call, fake clock or not: timers of one page
 * with no longer delay run in the order they were set.
 */
export function afterZeroDelayTimers(): Promise<void> {
  return new Promise((resolve) => pageTimeout(resolve));
}

/**
 * Resolves as soon as `check` holds, looking after every `step` (a task unless told: React tests
 * pass one inside act()); throws, naming `what`, when it still does not after UNTIL_LIMIT_MS.
 */
export async function until(
  check: () => boolean,
  what = 'the awaited condition',
  step: () => Promise<unknown> = nextTask,
): Promise<void> {
  const deadline = realNow() + UNTIL_LIMIT_MS;
  while (!check()) {
    if (realNow() > deadline) throw new Error(`Still not so after ${UNTIL_LIMIT_MS} ms: ${what}`);
    await step();
  }
}
