import { after, before } from 'node:test';
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

/**
 * Call inside `describe`, after `useShopAndBrowser`: one visitor (`newVisitor` with `options()`,
 * its window `width` × `height` when given) for every test of the suite, opened before the first and
 * closed after the last. For checks that only read pages once rendered: a visitor per page only
 * loads the library anew. Read `page` inside the tests.
 */
export function useSuiteVisitor(
  shop: ShopAndBrowser,
  options: () => VisitorOptions & { readonly width?: number; readonly height?: number },
): { readonly page: Page } {
  let visitor: { context: BrowserContext; page: Page } | undefined;
  before(async () => {
    const { width, height, ...visitorOptions } = options();
    visitor = await newVisitor(shop.browser, visitorOptions);
    if (width !== undefined) await visitor.page.setViewportSize({ width, height: height ?? 800 });
  });
  after(async () => {
    await visitor?.context.close();
  });
  return {
    get page() {
      if (!visitor) throw new Error('useSuiteVisitor: the visitor is there only inside the tests.');
      return visitor.page;
    },
  };
}
