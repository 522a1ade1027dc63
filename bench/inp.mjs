// `npm run bench:inp`: Interaction to Next Paint of the first tap on the demo's main controls, through
// the Event Timing API (a buffered PerformanceObserver of type 'event', durationThreshold 16: the
// longest event of the first interaction, from the input to the next paint), in the system Chromium
// at a 4× slower CPU (the DevTools protocol's Emulation.setCPUThrottlingRate), at phone (390 px) and
// desktop (1280 px) widths; the tap right after the load event and once the page has settled
// (SETTLE_MS later), with the demo's upgrade policies and with `<body upgrade="load">` (every
// element at load: how the pages upgraded before policies), side by side. A first visit (the cookie
// banner shows; it is not in the way of these controls). Needs the built library (`npm run build`).
// "<16" is an interaction whose events all took under 16 ms (none is reported). `INP_RUNS` (default
// 1) runs per cell, the median printed; `INP_ONLY="gallery,Load more"` measures only those taps.
import { register } from 'tsx/esm/api';
import { bodyPolicyScript, expectBodyPolicy } from './body-policy.mjs';
import { launchChromium } from './browser.mjs';
import { firstVisitPage, SETTLE_MS, tapWhenShown } from './first-tap.mjs';
import { printRunTable } from './report-table.mjs';

register();
const { startDemoServer } = await import('../test/e2e/support/demo-server.ts');

/** After the tap, its events are read this much later (their paint has happened). */
const READ_AFTER_MS = 1500;
const RUNS = Number(process.env.INP_RUNS ?? 1);
const ONLY = process.env.INP_ONLY?.split(',');
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/**
 * The first tap of each journey: the page, the control (server markup or rendered, whichever is
 * there), and the widths it is on. The tap is a real pointer click where Playwright finds the control.
 * A control in a closed sheet on a phone (the category's filters) is tapped after the tap that
 * opens it (`opener`, tapped first where shown); the control's own tap is the one measured.
 */
const INTERACTIONS = [
  { name: 'phone menu', path: '/en/', control: '#phoneMenu summary, #phoneMenu button', widths: ['phone'] },
  {
    name: 'search toggle',
    path: '/en/',
    control: '#searchToggle summary, #searchToggle button',
    widths: ['phone'],
  },
  {
    name: 'search field',
    path: '/en/',
    control: '#siteSearch input[type="search"]',
    widths: ['desktop'],
    type: 'l',
  },
  {
    name: 'gallery',
    path: '/en/product/2',
    control: 'fg-gallery [role="tab"], fg-gallery a[data-gallery-item]',
  },
  {
    name: 'add to basket',
    path: '/en/category/lamps',
    control: 'form[data-add-to-basket] button[type="submit"]',
  },
  {
    name: 'filter sheet',
    path: '/en/category/lamps',
    control: '.listing-tools__open',
    widths: ['phone'],
  },
  {
    name: 'price slider',
    path: '/en/category/lamps',
    control: 'fg-slider [role="slider"], fg-slider input[type="number"]',
    opener: '.listing-tools__open',
  },
  {
    name: 'Load more',
    path: '/en/search?q=SF',
    control: 'fg-universal-pagination-button a, fg-universal-pagination-button button',
  },
];

/** Installed before the page's scripts (a string: the TypeScript loader would wrap a function). */
const OBSERVE = (everythingAtLoad) => `(() => {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const longest = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  ${bodyPolicyScript(everythingAtLoad ? 'load' : null)}
})();`;

/** The first interaction's INP in ms, or null when none of its events reached 16 ms. */
async function firstTap(browser, server, interaction, size, settled, everythingAtLoad) {
  const { context, page } = await firstVisitPage(
    browser,
    { width: size.width, height: size.height },
    OBSERVE(everythingAtLoad),
  );
  try {
    await page.goto(server.url(interaction.path), { waitUntil: 'load' });
    await expectBodyPolicy(page, everythingAtLoad ? 'load' : null);
    if (settled) await page.waitForTimeout(SETTLE_MS);
    await page.evaluate(() => {
      window.__samePage = true;
    });
    if (interaction.opener && (await page.locator(interaction.opener).isVisible())) {
      await tapWhenShown(page, interaction.opener);
      await page.waitForTimeout(READ_AFTER_MS);
      await page.evaluate(() => window.__interactions.clear());
    }
    await tapWhenShown(page, interaction.control);
    if (interaction.type) await page.keyboard.type(interaction.type);
    await page.waitForTimeout(READ_AFTER_MS);
    const { samePage, durations } = await page.evaluate(() => ({
      samePage: window.__samePage === true,
      durations: [...window.__interactions.values()],
    }));
    // A link followed (a control not upgraded yet and not held): the next page's timings are not this tap's.
    if (!samePage) throw new Error('the tap left the page');
    return durations.length === 0 ? null : durations[0];
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const shown = (value) => (value === undefined ? 'failed' : value === null ? '<16' : `${Math.round(value)}`);

const server = await startDemoServer();
const browser = await launchChromium();
const rows = [];
try {
  for (const interaction of INTERACTIONS.filter(({ name }) => !ONLY || ONLY.includes(name))) {
    for (const size of WIDTHS) {
      if (interaction.widths && !interaction.widths.includes(size.name)) continue;
      for (const settled of [false, true]) {
        const cells = [];
        for (const everythingAtLoad of [true, false]) {
          const values = [];
          for (let run = 0; run < RUNS; run += 1) {
            try {
              values.push(
                (await firstTap(browser, server, interaction, size, settled, everythingAtLoad)) ?? 0,
              );
            } catch (error) {
              console.error(`${interaction.name}, ${size.name}: ${error.message.split('\n')[0]}`);
            }
          }
          const value = values.length === 0 ? undefined : median(values);
          cells.push(shown(value === 0 ? null : value));
        }
        rows.push([
          interaction.name,
          interaction.path,
          size.name,
          settled ? 'settled' : 'right after load',
          ...cells,
        ]);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
printRunTable({
  command: 'npm run bench:inp',
  columns: [
    'first tap',
    'page',
    'width',
    'when',
    'INP ms, <body upgrade="load">',
    "INP ms, the demo's policies",
  ],
  rows,
});
