// The three test browsers: where their binaries live, which Debian packages provide them,
// and which ones a run asks for. Shared by the test runner config and scripts/ensure-browsers.mjs.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const BROWSER_NAMES = /** @type {const} */ (['chromium', 'firefox', 'webkit']);

/** MiniBrowser sits under the multiarch library directory (x86_64-linux-gnu, aarch64-linux-gnu ...). */
function findMiniBrowser() {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const libDir = '/usr/lib';
  const candidates = existsSync(libDir)
    ? readdirSync(libDir)
        .filter((entry) => entry.endsWith('-linux-gnu'))
        .map((entry) => path.join(libDir, entry, 'webkit2gtk-4.1', 'MiniBrowser'))
    : [];
  return candidates.find((candidate) => existsSync(candidate)) ?? candidates[0] ?? '';
}

/**
 * Binaries per browser (overridable by env) and the Debian packages that install them.
 * `binaries` are all required for the browser to run.
 */
export function browserRequirements() {
  return {
    chromium: {
      binaries: [process.env.CHROME_PATH || '/usr/bin/chromium'],
      packages: ['chromium'],
    },
    firefox: {
      binaries: [process.env.FIREFOX_PATH || '/usr/bin/firefox-esr'],
      packages: ['firefox-esr'],
    },
    webkit: {
      binaries: [process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver', findMiniBrowser()],
      // xvfb-run hosts MiniBrowser, which has no headless mode; xauth is what xvfb-run needs.
      packages: ['webkit2gtk-driver', 'xvfb', 'xauth'],
    },
  };
}

export const chromePath = () => browserRequirements().chromium.binaries[0];
export const firefoxPath = () => browserRequirements().firefox.binaries[0];
export const webkitDriverPath = () => browserRequirements().webkit.binaries[0];
export const miniBrowserPath = () => findMiniBrowser();

/** Flags for Chromium as root in a closed network (without them it floods refused connections). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
];

/** Parses a comma list such as `chromium,firefox`; throws on an unknown name. */
export function parseBrowserList(list) {
  const names = (list ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const selected = names.length > 0 ? names : [...BROWSER_NAMES];
  for (const name of selected) {
    if (!BROWSER_NAMES.includes(name)) {
      throw new Error(`Unknown browser "${name}": expected a comma list of ${BROWSER_NAMES.join(', ')}`);
    }
  }
  return [...new Set(selected)];
}
