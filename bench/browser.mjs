// Headless Chromium for benchmarks, with the flags this machine needs (CHROMIUM_ARGS, scripts/wtr/browsers.mjs).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromePath } from '../scripts/wtr/browsers.mjs';

export function launchChromium() {
  return chromium.launch({ executablePath: chromePath(), headless: true, args: CHROMIUM_ARGS });
}
