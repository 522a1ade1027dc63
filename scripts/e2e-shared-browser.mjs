// One Firefox for a whole end-to-end run, started by the test command before the journeys and
// stopped after them. Starting Firefox costs seconds each time (ten and more on a busy machine):
// each journey file connects to the running one and gives every test a fresh browser context
// (test/e2e/support/shopper-firefox.ts). Chromium starts in well under a second, and WebKit's
// MiniBrowser must start inside the run's xvfb display: their journey files start their own.
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { firefoxPath } from './wtr/browsers.mjs';

/** The environment variable the journey files read (test/e2e/support/shopper-firefox.ts). */
export const FIREFOX_ENDPOINT_ENV = 'E2E_FIREFOX_ENDPOINT';

/**
 * Starts what the browser's journeys share; resolves to the environment to hand to them and a
 * `stop` that ends it (nothing for Chromium and WebKit).
 * @param {string} name chromium, firefox or webkit
 * @param {string} workDir a directory removed after the run (Firefox's profile goes there)
 * @returns {Promise<{ env: Record<string, string>, stop: () => Promise<void> }>}
 */
export async function startSharedBrowser(name, workDir) {
  if (name === 'firefox') {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefoxPath(),
      headless: true,
      userDataDir: path.join(workDir, 'firefox-profile'),
    });
    const endpoint = browser.wsEndpoint();
    const child = browser.process();
    // Firefox takes one WebDriver BiDi session at a time: leave it free for the journey files.
    await browser.disconnect();
    return {
      env: { [FIREFOX_ENDPOINT_ENV]: endpoint },
      stop: () =>
        new Promise((resolve) => {
          if (!child || child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    };
  }
  return { env: {}, stop: async () => {} };
}
