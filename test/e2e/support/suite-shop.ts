import { after, before } from 'node:test';
import { type DemoServer, type DemoServerOptions, startDemoServer } from './demo-server.ts';

/** The shop and the browser a suite's tests share; there only inside the tests. */
export interface SuiteShop<B> {
  readonly server: DemoServer;
  readonly browser: B;
}

/**
 * Call inside `describe`: starts a demo shop (fresh database) and a browser before the suite's tests
 * and closes both after them. `caller` names who asked, in the error of a read outside the tests.
 */
export function useSuiteShop<B extends { close(): Promise<void> }>(
  options: DemoServerOptions,
  launch: () => Promise<B>,
  caller: string,
): SuiteShop<B> {
  let server: DemoServer | undefined;
  let browser: B | undefined;

  before(async () => {
    // Journeys wait until the page has settled (Shopper.settled()).
    server = await startDemoServer({ settledSignal: true, ...options });
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${caller}: the ${name} is there only inside the tests.`);
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

/** Runs a journey with the visitor just opened, and closes it when the journey ends, whether it passed or not. */
export async function journeyOf<V>(
  visitor: V,
  close: (visitor: V) => Promise<void>,
  journey: (visitor: V) => Promise<void>,
): Promise<void> {
  try {
    await journey(visitor);
  } finally {
    await close(visitor);
  }
}
