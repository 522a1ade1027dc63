import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';

/** What the shared browser list (scripts/wtr/browsers.mjs, plain JS without types) gives us. */
interface BrowserList {
  readonly CHROMIUM_ARGS: readonly string[];
  chromePath(): string;
}

// A variable specifier keeps the untyped .mjs out of type resolution; the interface above types it.
const BROWSER_LIST_MODULE = new URL('../../../scripts/wtr/browsers.mjs', import.meta.url).href;

/** The system Chromium (or CHROME_PATH), headless, with the flags this closed network needs. */
export async function launchChromium(): Promise<Browser> {
  const { CHROMIUM_ARGS, chromePath } = (await import(BROWSER_LIST_MODULE)) as BrowserList;
  return chromium.launch({ executablePath: chromePath(), headless: true, args: [...CHROMIUM_ARGS] });
}

const WAIT_LIMIT_MS = 10_000;
/** The one script a shop page includes (dist/ served under /assets/). */
const LIBRARY_SCRIPT = '/assets/storefront-elements.js';

/** The consent cookie of SPEC.md §3; level 5 is "accept all". */
export const CONSENT_COOKIE = 'fg_cookie_policy_accepted';

/**
 * A fresh visitor: its own cookies and storage. Without `consentGivenOn` no consent is decided
 * yet, so the cookie banner shows; with it (the shop's origin) the visitor has accepted all
 * cookies before, as a returning customer has, and the banner stays away. `bypassCSP` lets a test
 * inject its own script (axe-core) past the shop's Content-Security-Policy; `javaScriptEnabled:
 * false` is a visitor without script.
 */
export async function newVisitor(
  browser: Browser,
  options: {
    locale?: string;
    consentGivenOn?: string;
    bypassCSP?: boolean;
    javaScriptEnabled?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'cs-CZ',
    bypassCSP: options.bypassCSP ?? false,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  // A condition that has not come true in 10 s will not: fail fast instead of at the 30 s default.
  context.setDefaultTimeout(WAIT_LIMIT_MS);
  if (options.consentGivenOn) {
    await context.addCookies([{ name: CONSENT_COOKIE, value: '5', url: options.consentGivenOn }]);
  }
  const page = await context.newPage();
  return { context, page };
}

/**
 * Resolves once the library has started on the page: `<fg-partial-update>` is upgraded, so its
 * click and submit listeners are in place (a click before that would be a plain navigation).
 */
export async function waitForShopScript(page: Page): Promise<void> {
  try {
    await page.waitForSelector('fg-partial-update:defined', { state: 'attached' });
  } catch (error) {
    // Say why when the cause is the build, not the page: dist/ is missing or being rebuilt.
    const status = await page.evaluate(
      async (src) => (await fetch(src, { method: 'HEAD', cache: 'no-store' })).status,
      LIBRARY_SCRIPT,
    );
    if (status !== 200) {
      throw new Error(
        `The library did not start: ${LIBRARY_SCRIPT} answered ${status} (run \`npm run build\`).`,
      );
    }
    throw error;
  }
}

const MARKER = '__storefrontE2eMarker';

/** Puts a marker on `window`; a full page load loses it, a partial update keeps it. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate((name) => {
    (window as unknown as Record<string, unknown>)[name] = true;
  }, MARKER);
}

/** True while the window marked by `markWindow` is still the same document (no full reload). */
export function windowStillMarked(page: Page): Promise<boolean> {
  return page.evaluate((name) => (window as unknown as Record<string, unknown>)[name] === true, MARKER);
}

/** True when the focused element (looked up through open shadow roots) lies inside the locator's element. */
export function focusIsInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return false;
    return element.contains(active) || (element.shadowRoot?.contains(active) ?? false);
  });
}
