// Where a benchmark's timed windows spend the main thread: Chromium's sampling profiler recorded
// through the trace, so that its samples and the page's `performance.mark`s share one clock, and
// only the samples between a `<mark>-start` mark and the next `<mark>-end` counted. What runs
// between windows (a task after the swap, the next round's set-up) is left out, as the timing
// leaves it out.

const CATEGORIES = 'blink.user_timing,disabled-by-default-v8.cpu_profiler';

/**
 * Runs `work` (which makes the page mark its windows) under the trace and returns, per function,
 * the milliseconds a window spent in it: `self` (its own code) and `inclusive` (with what it
 * called), largest first.
 */
export async function profileWindows(page, mark, work) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await work();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();

  const marks = (name) =>
    events
      .filter((event) => event.name === name)
      .map((event) => event.ts)
      .sort((a, b) => a - b);
  const ends = marks(`${mark}-end`);
  const windows = marks(`${mark}-start`).flatMap((start) => {
    const end = ends.find((at) => at > start);
    return end === undefined ? [] : [[start, end]];
  });
  if (windows.length === 0) throw new Error(`no "${mark}-start" / "${mark}-end" marks in the trace`);
  const pid = events.find((event) => event.name === `${mark}-start`).pid;
  const inWindow = (at) => windows.some(([start, end]) => at >= start && at <= end);

  // The profile comes in chunks: nodes (each naming its parent) and samples with time deltas.
  const nodes = new Map();
  const self = new Map();
  const inclusive = new Map();
  let at = 0;
  let counted = 0;
  const add = (sums, key) => sums.set(key, (sums.get(key) ?? 0) + 1);
  const label = (node) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url?.replace(/.*\//, '') ?? ''}`.trim();
  const profileEvents = events
    .filter((event) => event.pid === pid && (event.name === 'Profile' || event.name === 'ProfileChunk'))
    .sort((a, b) => a.ts - b.ts);
  for (const event of profileEvents) {
    const { data } = event.args;
    if (event.name === 'Profile') {
      at = data.startTime;
      continue;
    }
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    for (const [index, id] of (data.cpuProfile?.samples ?? []).entries()) {
      at += data.timeDeltas?.[index] ?? 0;
      if (!inWindow(at)) continue;
      counted += 1;
      add(self, label(nodes.get(id)));
      const seen = new Set();
      for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
        const key = label(node);
        if (!seen.has(key)) add(inclusive, key);
        seen.add(key);
      }
    }
  }
  // Samples are spread evenly enough to share out the windows' wall time between them.
  const windowMs = windows.reduce((sum, [start, end]) => sum + (end - start), 0) / 1000 / windows.length;
  const perWindow = (sums) =>
    [...sums].map(([key, samples]) => [key, (samples / counted) * windowMs]).sort((a, b) => b[1] - a[1]);
  return { windows: windows.length, windowMs, self: perWindow(self), inclusive: perWindow(inclusive) };
}

/** Prints a profile's largest entries, milliseconds a window. */
export function printWindowProfile(title, profile, top = 25) {
  console.log(`\n${title}: ${profile.windows} windows, ${profile.windowMs.toFixed(2)} ms each`);
  for (const [heading, rows] of [
    ['self', profile.self],
    ['inclusive', profile.inclusive],
  ]) {
    console.log(`  ${heading}:`);
    for (const [key, ms] of rows.slice(0, top)) console.log(`  ${ms.toFixed(3).padStart(8)}  ${key}`);
  }
}
