import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import type { ShopperBrowser, ShopperCookie, VisitOptions } from './shopper.ts';
import { CONSENT_ALL, CONSENT_COOKIE, NAVIGATION_LIMIT_MS, visitViewport, WAIT_LIMIT_MS } from './shopper.ts';
import { ContextShopper } from './shopper-base.ts';

/** Chromium through playwright-core: one browser context per visitor. */
class ChromiumShopper extends ContextShopper<BrowserContext, Page> {
  readonly browser = 'chromium' as const;

  constructor(context: BrowserContext, page: Page) {
    super(context, page);
    page.on('console', (message) => {
      if (message.type() === 'error') this.collected.push(message.text());
    });
    page.on('pageerror', (error) => this.collected.push(error.message));
  }

  protected async clickCss(css: string): Promise<void> {
    await this.page.locator(css).first().click();
  }

  async press(key: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i += 1) await this.page.keyboard.press(key);
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }

  async reload(): Promise<void> {
    await this.page.reload();
  }

  async back(): Promise<void> {
    await this.page.goBack();
  }

  async forward(): Promise<void> {
    await this.page.goForward();
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  async cookies(): Promise<ShopperCookie[]> {
    return (await this.context.cookies(this.page.url())).map(({ name, value, path, expires }) => ({
      name,
      value,
      path,
      expires,
    }));
  }

  async resize(width: number, height: number): Promise<void> {
    await this.page.setViewportSize({ width, height });
  }

  async errors(): Promise<string[]> {
    return [...this.collected];
  }
}

export async function launchChromiumShopper(): Promise<ShopperBrowser> {
  const browser: Browser = await launchChromium();
  return {
    name: 'chromium',
    async visit(options: VisitOptions = {}) {
      const context = await browser.newContext({ viewport: visitViewport(options) });
      context.setDefaultTimeout(WAIT_LIMIT_MS);
      context.setDefaultNavigationTimeout(NAVIGATION_LIMIT_MS);
      if (options.consentGivenOn) {
        await context.addCookies([{ name: CONSENT_COOKIE, value: CONSENT_ALL, url: options.consentGivenOn }]);
      }
      return new ChromiumShopper(context, await context.newPage());
    },
    close: () => browser.close(),
  };
}
