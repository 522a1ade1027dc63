import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, newVisitor, type VisitorOptions } from './browser.ts';
import type { DemoServer, DemoServerOptions } from './demo-server.ts';
import { journeyOf, useSuiteShop } from './suite-shop.ts';

/** The shop and the browser a test file's tests share; read them inside the tests. */
export interface ShopAndBrowser {
  readonly server: DemoServer;
  readonly browser: Browser;
  /** A fresh visitor (`newVisitor`) for the journey; its context closed when it ends, whether it passed or not. */
  visitor(
    options: VisitorOptions,
    journey: (visit: { context: BrowserContext; page: Page }) => Promise<void>,
  ): Promise<void>;
}

/**
 * Call inside `describe`: starts a demo shop (fresh database) and Chromium before the suite's tests
 * and closes both after them.
 */
export function useShopAndBrowser(options: DemoServerOptions = {}): ShopAndBrowser {
  const suite = useSuiteShop(options, launchChromium, 'useShopAndBrowser');
  return {
    get server() {
      return suite.server;
    },
    get browser() {
      return suite.browser;
    },
    async visitor(visitOptions, journey) {
      await journeyOf(
        await newVisitor(suite.browser, visitOptions),
        (visit) => visit.context.close(),
        journey,
      );
    },
  };
}
