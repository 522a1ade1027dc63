import puppeteer, { type Browser, type BrowserContext, type KeyInput, type Page } from 'puppeteer-core';
import type { ShopperBrowser, ShopperCookie, VisitOptions } from './shopper.ts';
import { CONSENT_ALL, CONSENT_COOKIE, NAVIGATION_LIMIT_MS, visitViewport, WAIT_LIMIT_MS } from './shopper.ts';
import { ContextShopper, WATCH_ERRORS } from './shopper-base.ts';

/** What the shared browser list (scripts/wtr/browsers.mjs, plain JS without types) gives us. */
interface BrowserList {
  firefoxPath(): string;
}
const BROWSER_LIST_MODULE = new URL('../../../scripts/wtr/browsers.mjs', import.meta.url).href;

/** Firefox ESR through puppeteer-core over WebDriver BiDi: a browser context of its own per visitor. */
class FirefoxShopper extends ContextShopper<BrowserContext, Page> {
  readonly browser = 'firefox' as const;

  /** Starts watching the errors of every document from its start. */
  async watchErrors(): Promise<void> {
    await this.page.evaluateOnNewDocument(WATCH_ERRORS);
  }

  /** Keeps the errors of the document about to go. */
  private async navigate(step: () => Promise<unknown>): Promise<void> {
    this.collected.push(...(await this.pageErrors()));
    await step();
  }

  private async pageErrors(): Promise<string[]> {
    try {
      return (await this.page.evaluate('window.__shopperErrors?.splice(0) ?? []')) as string[];
    } catch {
      return [];
    }
  }

  protected async clickCss(css: string): Promise<void> {
    await this.page.click(css);
  }

  async press(key: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i += 1) await this.page.keyboard.press(key as KeyInput);
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  goto(url: string): Promise<void> {
    return this.navigate(() => this.page.goto(url, { waitUntil: 'load' }));
  }

  reload(): Promise<void> {
    return this.navigate(() => this.page.reload({ waitUntil: 'load' }));
  }

  back(): Promise<void> {
    return this.navigate(() => this.page.goBack({ waitUntil: 'load' }));
  }

  forward(): Promise<void> {
    return this.navigate(() => this.page.goForward({ waitUntil: 'load' }));
  }

  /**
   * Read from the document: puppeteer's own `page.url()` follows navigations only, and Firefox ESR's
   * WebDriver BiDi does not report an address moved by `history.pushState`.
   */
  async url(): Promise<string> {
    return (await this.page.evaluate('location.href')) as string;
  }

  async cookies(): Promise<ShopperCookie[]> {
    const { hostname } = new URL(this.page.url());
    return (await this.context.cookies())
      .filter((cookie) => cookie.domain.replace(/^\./, '') === hostname)
      .map(({ name, value, path, expires }) => ({ name, value, path, expires }));
  }

  async resize(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  /** The errors of the documents already left, then of this one. */
  async errors(): Promise<string[]> {
    this.collected.push(...(await this.pageErrors()));
    return [...this.collected];
  }
}

/**
 * The Firefox of the whole run when the test command started one (scripts/e2e-shared-browser.mjs):
 * its WebDriver BiDi address. Without it (a file run on its own) the file starts its own.
 */
const SHARED_ENDPOINT_ENV = 'E2E_FIREFOX_ENDPOINT';

/** Connects to the run's Firefox, or starts one; `close` disconnects from or closes it. */
async function firefox(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const endpoint = process.env[SHARED_ENDPOINT_ENV];
  if (endpoint) {
    const browser = await puppeteer.connect({ browserWSEndpoint: endpoint, protocol: 'webDriverBiDi' });
    return { browser, close: () => browser.disconnect() };
  }
  const { firefoxPath } = (await import(BROWSER_LIST_MODULE)) as BrowserList;
  // No geckodriver on Debian: puppeteer-core speaks WebDriver BiDi to Firefox directly.
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
  });
  return { browser, close: () => browser.close() };
}

export async function launchFirefoxShopper(): Promise<ShopperBrowser> {
  const { browser, close } = await firefox();
  return {
    name: 'firefox',
    async visit(options: VisitOptions = {}) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      page.setDefaultTimeout(WAIT_LIMIT_MS);
      // A page load on a busy machine may take longer than a condition may.
      page.setDefaultNavigationTimeout(NAVIGATION_LIMIT_MS);
      await page.setViewport(visitViewport(options));
      if (options.consentGivenOn) {
        const { hostname } = new URL(options.consentGivenOn);
        await context.setCookie({ name: CONSENT_COOKIE, value: CONSENT_ALL, domain: hostname, path: '/' });
      }
      const shopper = new FirefoxShopper(context, page);
      await shopper.watchErrors();
      return shopper;
    },
    close,
  };
}
