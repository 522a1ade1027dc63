/**
 * A shopper: one visitor in one browser, driven the same way in Chromium (playwright-core), Firefox
 * ESR (puppeteer-core over WebDriver BiDi) and WebKit (webdriverio over WebKitWebDriver). A journey
 * written against this interface runs in all three; the drivers live in shopper-chromium.ts,
 * shopper-firefox.ts and shopper-webkit.ts.
 *
 * Targets are CSS selectors, or a selector narrowed by the element's name (its aria-label, else its
 * text, whitespace collapsed) and an index, for what a visitor picks by what it says.
 */

export const SHOPPER_BROWSERS = ['chromium', 'firefox', 'webkit'] as const;
export type ShopperBrowserName = (typeof SHOPPER_BROWSERS)[number];

/** A CSS selector, or one narrowed by the element's name (exact, or containing `text`) and index. */
export type Target =
  | string
  | { readonly css: string; readonly name?: string; readonly text?: string; readonly nth?: number };

/** Where `waitFor` waits for an element to be. */
export type ElementState = 'visible' | 'hidden' | 'attached' | 'detached';

export interface ShopperCookie {
  readonly name: string;
  readonly value: string;
  readonly path: string;
  /** Seconds since the epoch; -1 for a session cookie. */
  readonly expires: number;
}

export interface VisitOptions {
  /** The window's inner width in CSS pixels (1280 unless given). */
  readonly width?: number;
  /** The window's inner height in CSS pixels (800 unless given). */
  readonly height?: number;
  /** The shop's origin: the visitor has accepted all cookies there before (no banner). */
  readonly consentGivenOn?: string;
}

/** Serializable argument of a function evaluated in the page. */
export type PageArgument =
  | string
  | number
  | boolean
  | null
  | readonly PageArgument[]
  | { readonly [key: string]: PageArgument };

export interface Shopper {
  readonly browser: ShopperBrowserName;
  /** Loads an address and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** The browser's back and forward buttons. */
  back(): Promise<void>;
  forward(): Promise<void>;
  /** The address the page shows now. */
  url(): Promise<string>;
  /** A real mouse click in the middle of the element, scrolled into view first. */
  click(target: Target): Promise<void>;
  /** Moves the focus to the element (as a script would: no click). */
  focus(target: Target): Promise<void>;
  /**
   * Presses a key (`Escape`, `Enter`, `Tab`, `ArrowUp`, `+` ...) in the focused element, `times`
   * times in a row without a pause (1 unless given).
   */
  press(key: string, times?: number): Promise<void>;
  /** Types text key by key into the focused element. */
  type(text: string): Promise<void>;
  /** Focuses the field, clears what it holds and types `text` into it, key by key. */
  fill(target: Target, text: string): Promise<void>;
  /** Waits until the element is visible (default), hidden, in the document, or out of it. */
  waitFor(target: Target, state?: ElementState): Promise<void>;
  /** Waits until `condition` evaluated in the page returns a truthy value; `what` names it in the failure. */
  waitUntil<A extends PageArgument>(what: string, condition: (arg: A) => unknown, arg?: A): Promise<void>;
  /**
   * Waits until the page has settled (docs/settled.md): no partial update in flight, no swap
   * pending, no lazy chunk loading, no component element asked to upgrade still waiting; fails
   * after WAIT_LIMIT_MS naming what is still busy.
   */
  settled(): Promise<void>;
  /** Runs a function in the page and returns its (awaited, JSON-serializable) result. */
  evaluate<R, A extends PageArgument>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** The element's textContent with whitespace collapsed; fails when there is no such element. */
  text(target: Target): Promise<string>;
  attribute(target: Target, name: string): Promise<string | null>;
  count(target: Target): Promise<number>;
  /** The cookies the browser holds for the page's address. */
  cookies(): Promise<ShopperCookie[]>;
  /** Sets the window's inner size. */
  resize(width: number, height: number): Promise<void>;
  /** Console errors and uncaught script errors of the page so far. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** One running browser: every `visit` is a fresh visitor with cookies and storage of its own. */
export interface ShopperBrowser {
  readonly name: ShopperBrowserName;
  visit(options?: VisitOptions): Promise<Shopper>;
  close(): Promise<void>;
}

/** The consent cookie of docs/consent.md. */
export const CONSENT_COOKIE = 'fg_cookie_policy_accepted';
/** The consent cookie's level for "accept all" (a returning visitor of `consentGivenOn`). */
export const CONSENT_ALL = '5';

/** The window's inner size a visit asks for: the options', else 1280 × 800. */
export function visitViewport(options: VisitOptions): { width: number; height: number } {
  return { width: options.width ?? 1280, height: options.height ?? 800 };
}

/**
 * WebKitGTK's MiniBrowser window cannot be narrower than its toolbar, about 450 px: WebKit's phone
 * journeys run at this width, still well inside the phone layout (below 48rem, docs/demo.md).
 */
export const WEBKIT_NARROWEST_WIDTH = 480;

/** The phone width a journey uses in a browser: 390 px, or WebKit's narrowest window. */
export function phoneWidth(browser: ShopperBrowserName): number {
  return browser === 'webkit' ? WEBKIT_NARROWEST_WIDTH : 390;
}

/** A condition that has not come true in 10 s will not. */
export const WAIT_LIMIT_MS = 10_000;

/** A page load may take longer on a busy machine (WebDriver classic waits for it without a limit of ours). */
export const NAVIGATION_LIMIT_MS = 30_000;

/**
 * The browsers a run asks for: env E2E_BROWSERS, else BROWSERS (comma lists), else all three.
 * Unknown names are an error, not a silent skip.
 */
export function selectedBrowsers(env: NodeJS.ProcessEnv = process.env): ShopperBrowserName[] {
  const list = env.E2E_BROWSERS || env.BROWSERS || '';
  const names = list
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 0) return [...SHOPPER_BROWSERS];
  for (const name of names) {
    if (!(SHOPPER_BROWSERS as readonly string[]).includes(name)) {
      throw new Error(`Unknown browser "${name}": expected a comma list of ${SHOPPER_BROWSERS.join(', ')}`);
    }
  }
  return [...new Set(names)] as ShopperBrowserName[];
}

/** Starts one of the three browsers. */
export async function launchShopperBrowser(name: ShopperBrowserName): Promise<ShopperBrowser> {
  switch (name) {
    case 'chromium':
      return (await import('./shopper-chromium.ts')).launchChromiumShopper();
    case 'firefox':
      return (await import('./shopper-firefox.ts')).launchFirefoxShopper();
    case 'webkit':
      return (await import('./shopper-webkit.ts')).launchWebKitShopper();
  }
}
