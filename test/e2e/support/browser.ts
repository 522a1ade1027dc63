import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CONSENT_ALL, CONSENT_COOKIE, WAIT_LIMIT_MS } from './shopper.ts';

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

export { CONSENT_COOKIE } from './shopper.ts';

export interface VisitorOptions {
  /** The browser's locale; `cs-CZ` unless given. The shop's language comes from the address. */
  readonly locale?: string;
  /** The shop's origin: the visitor has accepted all cookies there before. */
  readonly consentGivenOn?: string;
  /** Lets a test inject its own script (axe-core) past the shop's Content-Security-Policy. */
  readonly bypassCSP?: boolean;
  /** `false`: a visitor without script, who gets the plain links and forms. */
  readonly javaScriptEnabled?: boolean;
}

/**
 * A fresh visitor: its own cookies and storage, in a context of its own (close the context when
 * done). Without `consentGivenOn` no consent is decided yet, so the cookie banner shows; with it
 * the visitor has accepted all cookies before, as a returning customer has, and the banner stays
 * away.
 */
export async function newVisitor(
  browser: Browser,
  options: VisitorOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'cs-CZ',
    bypassCSP: options.bypassCSP ?? false,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  // A condition that has not come true in 10 s will not: fail fast instead of at the 30 s default.
  context.setDefaultTimeout(WAIT_LIMIT_MS);
  if (options.consentGivenOn) {
    await context.addCookies([{ name: CONSENT_COOKIE, value: CONSENT_ALL, url: options.consentGivenOn }]);
  }
  const page = await context.newPage();
  return { context, page };
}
