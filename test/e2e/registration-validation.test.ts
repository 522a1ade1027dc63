/**
 * Live validation of the registration form (SPEC.md §2 "Live validation path", §3 "Live validation
 * response", §4 "Live validation", §5): leaving a field with a wrong value shows its error beside
 * it without submitting, through a POST to the page address with /qf/ replaced by /validate/;
 * fixing the value clears the error.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page, Request } from 'playwright-core';
import { launchChromium, newVisitor, waitForShopScript } from './support/browser.ts';
import { type DemoServer, startDemoServer } from './support/demo-server.ts';

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

describe('registration live validation', () => {
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

  it('registration shows a field error beside the field once it is left, and clears it when fixed', async () => {
    const { context, page } = await newVisitor(browser, { consentGivenOn: server.origin });
    try {
      await page.goto(server.url('/qf/cs/ramjet/register'));
      await waitForShopScript(page);
      const validationCalls: Request[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/validate/cs/ramjet/register') validationCalls.push(request);
      });
      const email = page.getByLabel('E-mail');
      await email.fill('not-an-email');
      await email.press('Tab');

      const message = 'Zadejte platnou e-mailovou adresu.';
      await page.getByText(message).waitFor();
      assert.equal(pathOf(page), '/qf/cs/ramjet/register', 'nothing was submitted');
      assert.ok(validationCalls.length >= 1, 'the field was checked through the live validation address');
      assert.equal(validationCalls[0]?.method(), 'POST');
      assert.ok(
        await email.evaluate((input) => input.classList.contains('error')),
        'the field has the error class',
      );
      const besideField = await email.evaluate((input, text) => {
        const described = (input.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
        return described.includes(text) || (input.closest('.form-field')?.textContent ?? '').includes(text);
      }, message);
      assert.ok(besideField, 'the message belongs to the e-mail field');

      await email.fill('someone.new@example.com');
      await email.press('Tab');
      await page.getByText(message).waitFor({ state: 'detached' });
      assert.equal(await email.evaluate((input) => input.classList.contains('error')), false);
    } finally {
      await context.close();
    }
  });
});
