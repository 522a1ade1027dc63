// Browser unit and component tests in real Chromium, Firefox ESR and WebKit (MiniBrowser).
// Browsers come from env BROWSERS (comma list, default all three); scripts/test.mjs runs one
// browser per invocation and hosts the WebKit run inside xvfb-run.

import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import puppeteerCore from 'puppeteer-core';
import {
  CHROMIUM_ARGS,
  chromePath,
  firefoxPath,
  miniBrowserPath,
  parseBrowserList,
  webkitDriverPath,
} from './scripts/wtr/browsers.mjs';
import { countReporter } from './scripts/wtr/count-reporter.mjs';
import { reactEsmPlugin } from './scripts/wtr/react-esm-plugin.mjs';
import { streamedAnswerMiddleware } from './scripts/wtr/streamed-answer.mjs';
import { strictCspMiddleware } from './scripts/wtr/strict-csp.mjs';
import { startWebKitDriver } from './scripts/wtr/webkit-driver.mjs';

const selected = parseBrowserList(process.env.BROWSERS);

/** Browsers that have shown flaky starts or runs on this kind of machine get one retry per test. */
const FLAKY_BROWSERS = [];

async function launcherFor(name) {
  switch (name) {
    case 'chromium':
      return chromeLauncher({
        launchOptions: { executablePath: chromePath(), headless: true, args: CHROMIUM_ARGS },
        // Chromium fires focus events only in the page it counts as focused: with two test pages
        // at once, focus and blur tests would depend on which page came first.
        createPage: async ({ browser }) => {
          const page = await browser.newPage();
          const session = await page.createCDPSession();
          await session.send('Emulation.setFocusEmulationEnabled', { enabled: true });
          return page;
        },
      });
    case 'firefox':
      // No geckodriver on Debian: puppeteer-core speaks WebDriver BiDi to Firefox directly.
      return chromeLauncher({
        puppeteer: puppeteerCore,
        launchOptions: { browser: 'firefox', executablePath: firefoxPath(), headless: true },
      });
    case 'webkit': {
      if (!process.env.DISPLAY) {
        throw new Error('WebKit (MiniBrowser) needs a display: run it through `npm test` or `xvfb-run -a`.');
      }
      const driver = await startWebKitDriver(webkitDriverPath());
      return webdriverLauncher({
        automationProtocol: 'webdriver',
        hostname: driver.hostname,
        port: driver.port,
        path: '/',
        logLevel: 'error',
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
        },
      });
    }
    default:
      throw new Error(`Unknown browser ${name}`);
  }
}

const browsers = await Promise.all(selected.map(launcherFor));

export default {
  files: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'elements/**/*.test.ts', '!src/server/**'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  browsers,
  // MiniBrowser runs one page at a time reliably, and Firefox sends real key presses only to the
  // tab in front; Chromium shares the 2 cores with the dev server.
  concurrency: selected.includes('webkit') || selected.includes('firefox') ? 1 : 2,
  concurrentBrowsers: 1,
  // Progress bars redraw with terminal escapes: plain lines when the output is a log file.
  staticLogging: !process.stdout.isTTY,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 180_000,
  // *.csp.test.ts files run under a strict Content-Security-Policy header (Trusted Types, nonces).
  // /__streamed-answer: a multi-target answer written part by part (src/core/stream/ tests).
  middleware: [strictCspMiddleware(), streamedAnswerMiddleware()],
  plugins: [
    reactEsmPlugin(),
    // JSX mode comes from tsconfig.json ("jsx": "react-jsx", i.e. esbuild's automatic runtime).
    esbuildPlugin({
      ts: true,
      tsx: true,
      target: 'es2022',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  testFramework: {
    config: {
      ui: 'bdd',
      timeout: 10_000,
      retries: selected.some((name) => FLAKY_BROWSERS.includes(name)) ? 1 : 0,
    },
  },
  reporters: [defaultReporter(), countReporter()],
};
