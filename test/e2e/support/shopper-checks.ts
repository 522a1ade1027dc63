import assert from 'node:assert/strict';
import type { Shopper, Target } from './shopper.ts';
import { waitForLibrary } from './window-checks.ts';

export { markWindow, windowStillMarked } from './window-checks.ts';

/** Resolves once the library has started on the page (window-checks.ts). */
export function waitForShopScript(shopper: Shopper): Promise<void> {
  return waitForLibrary(shopper, (css) => shopper.waitFor(css, 'attached'));
}

/**
 * The shopper scrolls to a component element, as they would to use it: components further down the
 * page upgrade as they near the window (docs/elements.md, "When an element upgrades").
 */
export async function scrollToComponent(shopper: Shopper, css: string): Promise<void> {
  await shopper.waitFor(css, 'attached');
  await shopper.evaluate(
    (selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center' }),
    css,
  );
}

/** The address's path and query. */
export async function pathOf(shopper: Shopper): Promise<string> {
  const url = new URL(await shopper.url());
  return url.pathname + url.search;
}

/** Waits until the page's address satisfies `test`; fails naming the address it shows. */
export async function waitForUrl(shopper: Shopper, test: RegExp | string): Promise<void> {
  const matches = (url: string) => (typeof test === 'string' ? url === test : test.test(url));
  const deadline = Date.now() + 10_000;
  let url = await shopper.url();
  while (!matches(url) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    url = await shopper.url();
  }
  assert.ok(matches(url), `${shopper.browser}: the address ${url} should match ${test}`);
}

/** Waits until the element's text (whitespace collapsed) is `expected`; fails showing what it reads. */
export async function waitForText(shopper: Shopper, css: string, expected: string): Promise<void> {
  try {
    await shopper.waitUntil(
      `${css} to read "${expected}"`,
      ([selector, text]) =>
        (document.querySelector(selector as string)?.textContent ?? '').replace(/\s+/g, ' ').trim() === text,
      [css, expected],
    );
  } catch {
    assert.equal(await shopper.text(css).catch(() => null), expected, `${shopper.browser}: ${css}`);
  }
}

/** True when the focused element (looked up through open shadow roots) lies inside the target's element. */
export async function focusIsInside(shopper: Shopper, css: string): Promise<boolean> {
  return shopper.evaluate((selector) => {
    const element = document.querySelector(selector);
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!element || !active || active === document.body) return false;
    return element.contains(active) || (element.shadowRoot?.contains(active) ?? false);
  }, css);
}

/** The texts (whitespace collapsed) of every element the selector matches, in document order. */
export function texts(shopper: Shopper, css: string): Promise<string[]> {
  return shopper.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map((element) =>
        (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
    css,
  );
}

/** A link or button by what it says (its aria-label, else its text). */
export function named(css: string, name: string, nth?: number): Target {
  return nth === undefined ? { css, name } : { css, name, nth };
}
