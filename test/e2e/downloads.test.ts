import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium, newVisitor } from './support/browser.ts';
import { type DemoServer, startDemoServer } from './support/demo-server.ts';
import { watchErrors } from './support/page-checks.ts';

describe('download list in Chromium', () => {
  let server: DemoServer;
  let browser: Browser;
  before(async () => {
    server = await startDemoServer();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('expands the section named in the address hash, on load and when the hash changes', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'en-US', consentGivenOn: server.origin });
    try {
      const errors = watchErrors(page);
      await page.goto(server.url('/cs/downloads#certificates'));
      await page.locator('details#certificates[open]').waitFor();
      assert.equal(
        await page.locator('details#manuals').getAttribute('open'),
        null,
        'other sections stay closed',
      );

      await page.locator('a[href="#manuals"]').first().click();
      await page.locator('details#manuals[open]').waitFor();
      assert.equal(new URL(page.url()).hash, '#manuals');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
