/**
 * Cookie consent (docs/consent.md): a first visit shows the banner in the page's language; a choice stores
 * its level in fg_cookie_policy_accepted (5 for accept all, 2 for technical only, 183 days, path /)
 * and the banner stays away after a reload. Every cookie information path answers in its language.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CONSENT_COOKIE, newVisitor } from './support/browser.ts';
import type { DemoServer } from './support/demo-server.ts';
import { waitForShopScript } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';

const LIFETIME_S = 183 * 24 * 60 * 60;

/** The cookie information pages (docs/consent.md), one path per language. */
const COOKIE_INFORMATION_PATHS = {
  cs: '/cs/informace-o-cookies',
  en: '/en/cookie-information',
  de: '/de/informationen-uber-cookies',
  sk: '/sk/informacie-o-cookies',
  ru: '/ru/cookie-information',
  es: '/es/informacion-sobre-cookies',
  hu: '/hu/informacio-a-sutikrol',
  pl: '/pl/informacje-o-cookie',
  fr: '/fr/informations-sur-les-cookies',
  it: '/it/informazioni-sui-cookie',
} as const;

const BANNER_TEXTS = {
  cs: { title: 'Používáme cookies', acceptAll: 'Přijmout vše', technicalOnly: 'Pouze technické' },
  en: { title: 'We use cookies', acceptAll: 'Accept all', technicalOnly: 'Technical only' },
} as const;

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
}

function bannerTitle(page: Page, title: string) {
  return page.locator('fg-cookie-consent').getByRole('heading', { name: title });
}

/** A first visit: the banner shows; the choice made with `button` stores `level` and hides it for good. */
async function chooseOnFirstVisit(
  server: DemoServer,
  browser: Browser,
  lang: keyof typeof BANNER_TEXTS,
  button: 'acceptAll' | 'technicalOnly',
  level: string,
): Promise<void> {
  const texts = BANNER_TEXTS[lang];
  const { context, page } = await newVisitor(browser, { locale: lang });
  try {
    await page.goto(server.url(`/${lang}/`));
    await waitForShopScript(page);
    await bannerTitle(page, texts.title).waitFor();
    assert.equal(await consentCookie(context), undefined, 'nothing decided yet');

    await page.locator('fg-cookie-consent').getByRole('button', { name: texts[button], exact: true }).click();
    await bannerTitle(page, texts.title).waitFor({ state: 'hidden' });
    const cookie = await consentCookie(context);
    assert.equal(cookie?.value, level);
    assert.equal(cookie?.path, '/');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    assert.ok(Math.abs(lifetime - LIFETIME_S) < 120, `lasts 183 days (${Math.round(lifetime)} s)`);

    await page.reload();
    await waitForShopScript(page);
    // Every chunk the page wants has loaded (the banner's among them, were it to show): then look.
    await page.waitForLoadState('networkidle');
    assert.equal(await bannerTitle(page, texts.title).count(), 0, 'no banner after the reload');
  } finally {
    await context.close();
  }
}

describe('cookie consent', () => {
  const shop = useShopAndBrowser();

  it('cs: the banner shows on a first visit; accept all stores level 5 and it stays away after a reload', async () => {
    await chooseOnFirstVisit(shop.server, shop.browser, 'cs', 'acceptAll', '5');
  });

  it('en: the banner speaks English; accept all stores level 5 and it stays away after a reload', async () => {
    await chooseOnFirstVisit(shop.server, shop.browser, 'en', 'acceptAll', '5');
  });

  it('cs: technical only stores level 2', async () => {
    await chooseOnFirstVisit(shop.server, shop.browser, 'cs', 'technicalOnly', '2');
  });

  it('the banner gets its default look under the strict Content-Security-Policy (nonce, no violation)', async () => {
    const { context, page } = await newVisitor(shop.browser);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    try {
      await page.goto(shop.server.url('/cs/'));
      await waitForShopScript(page);
      await bannerTitle(page, BANNER_TEXTS.cs.title).waitFor();
      const banner = page.locator('.fg-cookie-consent__banner');
      assert.equal(await banner.evaluate((element) => getComputedStyle(element).position), 'fixed');
      const nonce = await page.locator('meta[name="csp-nonce"]').getAttribute('content');
      assert.equal(
        await page
          .locator('#fg-cookie-consent-styles')
          .evaluate((style) => (style as HTMLStyleElement).nonce),
        nonce,
      );
      assert.deepEqual(violations, []);
    } finally {
      await context.close();
    }
  });

  it('every cookie information path answers 200 in its language', async () => {
    for (const [lang, path] of Object.entries(COOKIE_INFORMATION_PATHS)) {
      const response = await fetch(shop.server.url(path));
      assert.equal(response.status, 200, path);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/, path);
      const html = await response.text();
      assert.match(html, new RegExp(`<html lang="${lang}"`), `${path} is in ${lang}`);
    }
  });
});
