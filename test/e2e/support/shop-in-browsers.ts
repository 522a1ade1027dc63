import { describe } from 'node:test';
import type { DemoServer, DemoServerOptions } from './demo-server.ts';
import {
  launchShopperBrowser,
  type Shopper,
  type ShopperBrowserName,
  selectedBrowsers,
  type VisitOptions,
} from './shopper.ts';
import { journeyOf, useSuiteShop } from './suite-shop.ts';

/** The shop and the browser a suite's journeys share; read them inside the tests. */
export interface ShopInBrowser {
  readonly name: ShopperBrowserName;
  readonly server: DemoServer;
  /** A fresh visitor for the journey; closed when it ends, whether it passed or not. */
  visitor(options: VisitOptions, journey: (shopper: Shopper) => Promise<void>): Promise<void>;
}

/**
 * Declares the suite once per browser the run asks for (see `selectedBrowsers`), each its own
 * `describe` named after the browser, with a demo shop (fresh database) and the browser started
 * before its tests and closed after them.
 */
export function describeInBrowsers(
  title: string,
  body: (shop: ShopInBrowser) => void,
  options: DemoServerOptions = {},
): void {
  for (const name of selectedBrowsers()) {
    describe(`${title} [${name}]`, () => {
      const suite = useSuiteShop(options, () => launchShopperBrowser(name), 'describeInBrowsers');
      body({
        name,
        get server() {
          return suite.server;
        },
        async visitor(visitOptions, journey) {
          await journeyOf(await suite.browser.visit(visitOptions), (shopper) => shopper.close(), journey);
        },
      });
    });
  }
}

/**
 * A suite of Chromium-only tests (they need Playwright's own features: scripts off, request
 * interception, media emulation, the clipboard, axe past the Content-Security-Policy) in a file of
 * journeys for all three browsers: declared only when the run asks for Chromium, so a Firefox or
 * WebKit run of the file runs its journeys alone.
 */
export function describeInChromium(title: string, body: () => void): void {
  if (selectedBrowsers().includes('chromium')) describe(title, body);
}
