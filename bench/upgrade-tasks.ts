// `npm run bench:upgrade-tasks`: the long tasks (PerformanceObserver 'longtask', over 50 ms) on the
// demo's home and category pages at a 4× slower CPU (the DevTools protocol's
// Emulation.setCPUThrottlingRate), phone width, a first visit, the page scrolled through to its
// end after load so every `visible` element upgrades. A task is counted as an upgrade's when a
// component's first render committed in it (`fg:upgraded` fired between its start and end). Run
// with the demo's defaults and with `<body upgrade="load">` (every element at load, at once). The
// other long tasks are named by the script that ran longest in them (Long Animation Frames' script
// attribution; "no script" when none ran 10 ms: parsing, style and layout). "script before the
// scroll" is the time the page spent running JavaScript (the DevTools protocol's ScriptDuration)
// from its start until `load`, and until the scroll begins 4 s after it (what a first tap then
// waits behind); "upgraded" counts the elements upgraded by then and by the end.
// Needs the built library (`npm run build`). `UPGRADE_TASK_RUNS` (default 3) runs per page.
import { launchChromium } from '../test/e2e/support/browser.ts';
import { startDemoServer } from '../test/e2e/support/demo-server.ts';
import { bodyPolicyScript, expectBodyPolicy } from './body-policy.mjs';
import { printRunTable } from './report-table.mjs';

const PAGES = ['/en/', '/en/category/lamps'];
const RUNS = Number(process.env.UPGRADE_TASK_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
/** After load and after the scroll, the page is watched this long for upgrades. */
const SETTLE_MS = 4000;

declare global {
  interface Window {
    __tasks: { start: number; duration: number }[];
    __upgrades: { at: number; id: string }[];
    __scripts: { start: number; duration: number; source: string }[];
  }
}

/** Installed before the page's scripts (a string: see bench/vitals.ts). */
const OBSERVE = (everythingAtLoad: boolean) => `(() => {
  window.__tasks = [];
  window.__upgrades = [];
  window.__scripts = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries())
      for (const script of frame.scripts)
        if (script.duration >= 10)
          window.__scripts.push({
            start: script.startTime,
            duration: script.duration,
            source: (script.sourceURL.split('/').pop() || script.invoker) + ' ' + script.invokerType,
          });
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('fg:upgraded', (event) => window.__upgrades.push({ at: performance.now(), id: event.detail.id }), true);
  ${bodyPolicyScript(everythingAtLoad ? 'load' : null)}
})();`;

const server = await startDemoServer();
const browser = await launchChromium();
const rows: string[][] = [];
try {
  for (const everythingAtLoad of [false, true]) {
    for (const path of PAGES) {
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        await context.addInitScript(OBSERVE(everythingAtLoad));
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await cdp.send('Performance.enable');
        const scriptMs = async () => {
          const { metrics } = await cdp.send('Performance.getMetrics');
          return (
            (metrics.find(({ name }) => name === 'ScriptDuration')?.value ?? Number.NaN) * 1000
          ).toFixed(0);
        };
        await page.goto(server.url(path), { waitUntil: 'load' });
        await expectBodyPolicy(page, everythingAtLoad ? 'load' : null);
        const scriptByLoad = await scriptMs();
        await page.waitForTimeout(SETTLE_MS);
        const scriptBeforeScroll = await scriptMs();
        const upgradedBeforeScroll = await page.evaluate(() => window.__upgrades.length);
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        });
        await page.waitForTimeout(SETTLE_MS);
        const { tasks, upgrades, scripts } = await page.evaluate(() => ({
          tasks: window.__tasks,
          upgrades: window.__upgrades,
          scripts: window.__scripts,
        }));
        await context.close();
        const upgradesIn = (task: { start: number; duration: number }) =>
          upgrades.filter(({ at }) => at >= task.start && at <= task.start + task.duration);
        const upgradeTasks = tasks.filter((task) => upgradesIn(task).length > 0);
        const longestScriptIn = (task: { start: number; duration: number }) =>
          scripts
            .filter(({ start }) => start >= task.start && start < task.start + task.duration)
            .sort((a, b) => b.duration - a.duration)[0];
        const otherTasks = tasks.filter((task) => upgradesIn(task).length === 0);
        const longest = (list: { duration: number }[]) =>
          list.length === 0 ? 0 : Math.max(...list.map((task) => task.duration));
        rows.push([
          path,
          everythingAtLoad ? 'body upgrade=load' : 'defaults',
          String(run + 1),
          `${upgradedBeforeScroll} / ${upgrades.length}`,
          scriptByLoad,
          scriptBeforeScroll,
          String(tasks.length),
          longest(tasks).toFixed(0),
          String(upgradeTasks.length),
          longest(upgradeTasks).toFixed(0),
          upgradeTasks
            .map(
              (task) =>
                `${task.duration.toFixed(0)} (${upgradesIn(task)
                  .map(({ id }) => id)
                  .join(', ')})`,
            )
            .join(' '),
          otherTasks
            .map((task) => {
              const script = longestScriptIn(task);
              return `${task.duration.toFixed(0)} (${script ? `${script.source} ${script.duration.toFixed(0)}` : 'no script'})`;
            })
            .join('; '),
        ]);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
printRunTable({
  command: 'npm run bench:upgrade-tasks',
  columns: [
    'page',
    'policy',
    'run',
    'upgraded before the scroll / by the end',
    'script by load, ms',
    'script before the scroll, ms',
    'long tasks',
    'longest ms',
    'upgrade tasks > 50 ms',
    'longest upgrade ms',
    'upgrade tasks: ms (roots committed in it)',
    'other long tasks: ms (longest script in it, ms)',
  ],
  rows,
});
