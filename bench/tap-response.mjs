// `npm run bench:tap-response`: how long after the first tap a header control shows its response, beside
// the tap's Interaction to Next Paint. A tap on an element still upgrading is held and replayed once
// its component has rendered (docs/elements.md "When an element upgrades"): Event Timing then sees only
// the held tap's own short paint, and INP reads well while the shopper waits. This measures the wait:
// from the tap's pointerdown until the control shows it open (checked every animation frame), in the
// system Chromium at a 4× slower CPU, phone width, first visit, the tap right after the load event and
// once settled (5 s later), with everything at load, with the demo's policies and with every element
// waiting for the visitor (`<body upgrade="interaction">`). Three runs a cell (`TAP_RUNS`), medians.
// Needs the built library (`npm run build`).
import { register } from 'tsx/esm/api';
import { bodyPolicyScript, expectBodyPolicy } from './body-policy.mjs';
import { launchChromium } from './browser.mjs';
import { firstVisitPage, SETTLE_MS, tapWhenShown } from './first-tap.mjs';
import { printRunTable } from './report-table.mjs';

register();
const { startDemoServer } = await import('../test/e2e/support/demo-server.ts');

/** A response later than this counts as none ("none"). */
const WAIT_MS = 3000;
const RUNS = Number(process.env.TAP_RUNS ?? 3);
/** Each policy as the body says it; null: the demo's own. */
const POLICIES = [
  { name: 'everything at load', body: 'load' },
  { name: "the demo's policies", body: null },
  { name: 'interaction everywhere', body: 'interaction' },
];
/** The control tapped and what it shows once it has responded (server markup or rendered). */
const CONTROLS = [
  {
    name: 'phone menu',
    control: '#phoneMenu summary, #phoneMenu button',
    responded: '#phoneMenu details[open], #phoneMenu [aria-expanded="true"]',
  },
  {
    name: 'search toggle',
    control: '#searchToggle summary, #searchToggle button',
    responded: '#searchToggle details[open], #siteSearchRegion[data-expanded="true"]',
  },
];

/** Installed before the page's scripts (a string: the TypeScript loader would wrap a function). */
const OBSERVE = (body, responded) => `(() => {
  ${bodyPolicyScript(body)}
  window.__inp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__inp = Math.max(window.__inp, entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('pointerdown', () => {
    const tapped = performance.now();
    const check = () => {
      if (document.querySelector(${JSON.stringify(responded)})) window.__responded = performance.now() - tapped;
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, { capture: true, once: true });
})();`;

async function firstTap(browser, server, control, policy, settled) {
  const { context, page } = await firstVisitPage(
    browser,
    { width: 390, height: 844 },
    OBSERVE(policy.body, control.responded),
  );
  try {
    await page.goto(server.url('/en/'), { waitUntil: 'load' });
    await expectBodyPolicy(page, policy.body);
    if (settled) await page.waitForTimeout(SETTLE_MS);
    await tapWhenShown(page, control.control);
    await page.waitForTimeout(WAIT_MS);
    return await page.evaluate(() => ({ inp: window.__inp, responded: window.__responded }));
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** "none": a run saw no response within WAIT_MS; "<16": every event of the tap took under 16 ms. */
const shown = (values) => {
  if (values.length < RUNS) return 'none';
  const value = median(values);
  return value === 0 ? '<16' : `${Math.round(value)}`;
};

const server = await startDemoServer();
const browser = await launchChromium();
const rows = [];
try {
  for (const control of CONTROLS) {
    for (const settled of [false, true]) {
      const cells = [];
      for (const policy of POLICIES) {
        const inp = [];
        const responded = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await firstTap(browser, server, control, policy, settled);
          inp.push(result.inp);
          if (result.responded !== undefined) responded.push(result.responded);
        }
        cells.push(`${shown(inp)} / ${shown(responded)}`);
      }
      rows.push([control.name, settled ? 'settled' : 'right after load', ...cells]);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
printRunTable({
  command: 'npm run bench:tap-response',
  columns: ['first tap', 'when', ...POLICIES.map(({ name }) => `${name}: INP / response, ms`)],
  rows,
});
