// What the benches that time a shopper's first tap share (bench:inp, bench:tap-response): a first
// visit at a slower CPU, and the tap itself.

export const CPU_SLOWDOWN = 4;
/** "Once settled": this long after the load event, every idle upgrade has run. */
export const SETTLE_MS = 5000;

/**
 * A page in a context of its own (a first visit: empty cache and storage) at CPU_SLOWDOWN× slower,
 * with `initScript` run before the page's scripts. Close the context when done.
 */
export async function firstVisitPage(browser, viewport, initScript) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/**
 * Taps the first element `selector` finds, once it shows. Forced: Playwright's own check that the
 * element under the pointer is the one it found swallows the tap when not — as when a component
 * renders over its server markup in between — so a tap on an upgrading control would be lost to the
 * bench, not to the page. Forced, it no longer waits for the control to show: hence the wait. When
 * the component takes the control's place between the wait and the press (the server control gone,
 * "not visible"), nothing was pressed: the tap goes to what shows there then.
 */
export async function tapWhenShown(page, selector) {
  const control = page.locator(selector).first();
  for (let attempt = 1; ; attempt += 1) {
    await control.waitFor({ state: 'visible', timeout: 15_000 });
    try {
      await control.click({ timeout: 15_000, noWaitAfter: true, force: true });
      return;
    } catch (error) {
      if (attempt === 3 || !/not visible|not attached/.test(String(error))) throw error;
    }
  }
}
