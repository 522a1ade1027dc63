/**
 * Waits as long as the settled ledger waits before it counts a page settled — two tasks, a frame,
 * two tasks — `times` over, with the page's own timers (in order with the ledger's): a ledger that
 * would settle has settled by then.
 */
const pageTimeout = setTimeout;
const task = () => new Promise<void>((resolve) => pageTimeout(resolve));
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

export async function quietPeriods(times = 2): Promise<void> {
  for (let time = 0; time < times; time += 1) {
    await task();
    await task();
    if (document.visibilityState === 'visible') await frame();
    await task();
    await task();
    await task();
  }
}
