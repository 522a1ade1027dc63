import { remote } from 'webdriverio';
import type { ShopperBrowser, ShopperCookie, VisitOptions } from './shopper.ts';
import { CONSENT_ALL, CONSENT_COOKIE, visitViewport, WEBKIT_NARROWEST_WIDTH } from './shopper.ts';
import { ShopperBase, WATCH_ERRORS } from './shopper-base.ts';

type Session = Awaited<ReturnType<typeof remote>>;

/** What the shared browser list and driver starter (plain JS without types) give us. */
interface BrowserList {
  miniBrowserPath(): string;
  webkitDriverPath(): string;
}
interface DriverStarter {
  startWebKitDriver(path: string): Promise<{ hostname: string; port: number; stop(): void }>;
}
const BROWSER_LIST_MODULE = new URL('../../../scripts/wtr/browsers.mjs', import.meta.url).href;
const DRIVER_MODULE = new URL('../../../scripts/wtr/webkit-driver.mjs', import.meta.url).href;
/** How long a window resize may take to reach the page, and how often its width is read meanwhile. */
const RESIZE_LIMIT_MS = 2000;
const RESIZE_POLL_MS = 20;

/** WebDriver's code points for the named keys the journeys press (WebDriver §17.4.2). */
const KEYS: Record<string, string> = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};

/**
 * WebKit (WebKitGTK's MiniBrowser) through webdriverio and WebKitWebDriver, WebDriver classic. A
 * session starts a MiniBrowser (seconds): the visitors of a file take turns in one, and each leaves
 * it as a new visitor finds it (no cookies, no storage, a blank page).
 */
class WebKitShopper extends ShopperBase {
  readonly browser = 'webkit' as const;
  private readonly collected: string[] = [];

  constructor(private readonly session: Session) {
    super();
  }

  /** Forgets the visitor: the shop's cookies and storage (all on 127.0.0.1, path /), then a blank page. */
  async forget(): Promise<void> {
    try {
      if (/^https?:/.test(await this.session.getUrl())) {
        await this.session.execute('localStorage.clear(); sessionStorage.clear();');
        await this.session.deleteCookies();
      }
    } finally {
      await this.session.url('about:blank');
    }
  }

  protected async run(expression: string): Promise<unknown> {
    return this.session.execute(`return ${expression};`);
  }

  protected async clickCss(css: string): Promise<void> {
    await (await this.session.$(css)).click();
  }

  /**
   * Key strokes in one action list, a zero pause between them: WebKitGTK drops a key pressed again
   * right after its release in the same list.
   */
  private async keyStrokes(keys: string[]): Promise<void> {
    await this.session.performActions([
      {
        type: 'key',
        id: 'keyboard',
        actions: keys.flatMap((key) => [
          { type: 'keyDown', value: key },
          { type: 'keyUp', value: key },
          { type: 'pause', duration: 0 },
        ]),
      },
    ]);
  }

  async press(key: string, times = 1): Promise<void> {
    const value = KEYS[key] ?? key;
    if ([...value].length !== 1) throw new Error(`webkit: no WebDriver key for "${key}"`);
    await this.keyStrokes(Array.from({ length: times }, () => value));
  }

  async type(text: string): Promise<void> {
    await this.keyStrokes([...text]);
  }

  /** Keeps the errors of the document about to go, and watches the next one's. */
  private async navigate(step: () => Promise<unknown>): Promise<void> {
    this.collected.push(...(await this.pageErrors()));
    await step();
    await this.session.execute(`${WATCH_ERRORS};`);
  }

  private async pageErrors(): Promise<string[]> {
    try {
      const errors = await this.session.execute('return window.__shopperErrors?.splice(0) ?? [];');
      return errors as string[];
    } catch {
      return [];
    }
  }

  goto(url: string): Promise<void> {
    return this.navigate(() => this.session.url(url));
  }

  reload(): Promise<void> {
    return this.navigate(() => this.session.refresh());
  }

  back(): Promise<void> {
    return this.navigate(() => this.session.back());
  }

  forward(): Promise<void> {
    return this.navigate(() => this.session.forward());
  }

  url(): Promise<string> {
    return this.session.getUrl();
  }

  async cookies(): Promise<ShopperCookie[]> {
    return (await this.session.getCookies()).map(({ name, value, path, expiry }) => ({
      name,
      value,
      path: path ?? '/',
      expires: expiry ?? -1,
    }));
  }

  /**
   * Sizes the window so that its inner size is the one asked for. MiniBrowser's window has a
   * narrowest width of its own (WEBKIT_NARROWEST_WIDTH): a narrower one is an error, not a page
   * silently laid out wider than the journey meant.
   */
  async resize(width: number, height: number): Promise<void> {
    if (width < WEBKIT_NARROWEST_WIDTH) {
      throw new Error(
        `webkit: MiniBrowser cannot be ${width} px wide (${WEBKIT_NARROWEST_WIDTH} px at least): use phoneWidth()`,
      );
    }
    const inner = async () => (await this.session.execute('return [innerWidth, innerHeight];')) as number[];
    const [innerWidth, innerHeight] = await inner();
    const outer = await this.session.getWindowSize();
    await this.session.setWindowSize(
      width + outer.width - (innerWidth ?? outer.width),
      height + outer.height - (innerHeight ?? outer.height),
    );
    // The window manager applies the new size a moment after WebDriver answers: the page's width
    // is read until it is the one asked for.
    const deadline = Date.now() + RESIZE_LIMIT_MS;
    let [newWidth] = await inner();
    while (newWidth !== width && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, RESIZE_POLL_MS));
      [newWidth] = await inner();
    }
    if (newWidth !== width)
      throw new Error(
        `webkit: asked for a ${width} px wide window, got ${newWidth} px after ${RESIZE_LIMIT_MS} ms`,
      );
  }

  async errors(): Promise<string[]> {
    this.collected.push(...(await this.pageErrors()));
    return [...this.collected];
  }

  /** Hands the browser on to the next visitor, forgetting this one. */
  async close(): Promise<void> {
    await this.forget();
  }
}

export async function launchWebKitShopper(): Promise<ShopperBrowser> {
  if (!process.env.DISPLAY) {
    throw new Error(
      'WebKit (MiniBrowser) needs a display: run it through `npm run test:e2e` or `xvfb-run -a`.',
    );
  }
  const { miniBrowserPath, webkitDriverPath } = (await import(BROWSER_LIST_MODULE)) as BrowserList;
  const { startWebKitDriver } = (await import(DRIVER_MODULE)) as DriverStarter;
  const driver = await startWebKitDriver(webkitDriverPath());
  let session: Session | undefined;
  return {
    name: 'webkit',
    async visit(options: VisitOptions = {}) {
      session ??= await remote({
        hostname: driver.hostname,
        port: driver.port,
        path: '/',
        logLevel: 'error',
        automationProtocol: 'webdriver',
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
        } as WebdriverIO.Capabilities,
      });
      const shopper = new WebKitShopper(session);
      try {
        const { width, height } = visitViewport(options);
        await shopper.resize(width, height);
        if (options.consentGivenOn) {
          // WebDriver sets cookies only for the document's own site: visit a small file of it first.
          await session.url(new URL('/static/favicon.svg', options.consentGivenOn).href);
          await session.setCookies({ name: CONSENT_COOKIE, value: CONSENT_ALL, path: '/' });
        }
      } catch (error) {
        await shopper.forget().catch(() => undefined);
        throw error;
      }
      return shopper;
    },
    close: async () => {
      await session?.deleteSession().catch(() => undefined);
      driver.stop();
    },
  };
}
