/**
 * Component roots that upgrade at once — every element of a tag when its chunk arrives, the ones the
 * page's load or idle time releases together, a row of them scrolling into view — are mounted in
 * slices that yield to the browser between them, so no task of upgrades keeps a tap or a paint
 * waiting (docs/elements.md, "When an element upgrades"). A mount with room left in the current
 * slice runs at once, in the caller's task; the others wait, in the order they came (the
 * document's, for a tag's elements), for a slice of their own. React renders each root's first render
 * as a transition, in its own scheduler's tasks that yield every few milliseconds: what a slice holds
 * is the taking over of the server markup and the root.
 */

/** A slice of mounts ends once it has run this long; the next waits for the browser. */
export const MOUNT_SLICE_MS = 8;

import { nextTask } from '../src/core/next-task.ts';

type Mount = () => void;

const waiting: Mount[] = [];
/** The current slice, or null outside one (a slice ends with its task). */
let slice: { readonly start: number } | null = null;

/** Runs `mount` in this slice if it has room, else in a later one (after the mounts waiting before it). */
export function mountInSlices(mount: Mount): void {
  if (waiting.length === 0 && roomInSlice()) {
    runMount(mount);
    return;
  }
  waiting.push(mount);
  if (waiting.length === 1) void mountWaiting();
}

/** The current slice has time left; outside a slice, one starts (and ends with this task). */
function roomInSlice(): boolean {
  if (slice === null) {
    startSlice();
    return true;
  }
  return performance.now() - slice.start < MOUNT_SLICE_MS;
}

function startSlice(): void {
  const started = { start: performance.now() };
  slice = started;
  void nextTask().then(() => {
    if (slice === started) slice = null;
  });
}

async function mountWaiting(): Promise<void> {
  while (waiting.length > 0) {
    await yieldToBrowser();
    startSlice();
    // Each slice mounts at least one root, however long it takes.
    do runMount(waiting.shift() as Mount);
    while (waiting.length > 0 && roomInSlice());
  }
}

function runMount(mount: Mount): void {
  try {
    mount();
  } catch (error) {
    console.error(error);
  }
}

interface Scheduler {
  yield(): Promise<void>;
}

/** `scheduler.yield()` where the browser has it (input and paint go first), else a task later. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : nextTask();
}
