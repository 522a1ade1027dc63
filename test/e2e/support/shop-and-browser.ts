import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { type DemoServer, type DemoServerOptions, startDemoServer } from './demo-server.ts';

/** The shop and the browser a test file's tests share; read them inside the tests. */
export interface ShopAndBrowser {
  readonly server: DemoServer;
  readonly browser: Browser;
}

/**
 * Call inside `describe`: starts a demo shop (fresh database) and Chromium before the suite's tests
 * and closes both after them.
 */
export function useShopAndBrowser(options: DemoServerOptions = {}): ShopAndBrowser {
  let server: DemoServer | undefined;
  let browser: Browser | undefined;

  before(async () => {
    server = await startDemoServer(options);
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined)
      throw new Error(`useShopAndBrowser: the ${name} is there only inside the tests.`);
    return value;
  };
  return {
    get server() {
      return started(server, 'shop');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
