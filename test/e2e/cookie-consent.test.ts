/**
 * Cookie consent (docs/consent.md) in Chromium, Firefox and WebKit: a first visit shows the banner
 * in the page's language, rendered by the server, its interface fetched only for the settings; a choice stores its level in fg_cookie_policy_accepted (5 for accept all,
 * 2 for technical only, 183 days, path /) and the banner stays away after a reload. In Chromium:
 * every cookie information path answers in its language, and while the non-modal banner shows at the
 * bottom of the window an element of the page that receives focus is not hidden behind it (WCAG 2.2
 * SC 2.4.11 Focus Not Obscured).
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { newVisitor } from './support/browser.ts';
import { waitForShopScript as waitForPageScript } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';
import { describeInBrowsers, describeInChromium } from './support/shop-in-browsers.ts';
import { CONSENT_COOKIE, type Shopper } from './support/shopper.ts';
import { waitForShopScript } from './support/shopper-checks.ts';

const LIFETIME_S = 183 * 24 * 60 * 60;

/** One path per language (docs/consent.md). */
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

async function consentCookie(shopper: Shopper) {
  return (await shopper.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
}

const bannerTitle = (title: string) => ({
  css: 'fg-cookie-consent h1, fg-cookie-consent h2, fg-cookie-consent h3',
  name: title,
});

describeInBrowsers('cookie consent', (shop) => {
  /** A first visit: the banner shows; the choice made with `button` stores `level` and hides it for good. */
  async function chooseOnFirstVisit(
    lang: keyof typeof BANNER_TEXTS,
    button: 'acceptAll' | 'technicalOnly',
    level: string,
  ): Promise<void> {
    const texts = BANNER_TEXTS[lang];
    await shop.visitor({}, async (shopper) => {
      await shopper.goto(shop.server.url(`/${lang}/`));
      await waitForShopScript(shopper);
      await shopper.waitFor(bannerTitle(texts.title));
      assert.equal(await consentCookie(shopper), undefined, 'nothing decided yet');

      await shopper.click({ css: 'fg-cookie-consent button', name: texts[button] });
      await shopper.waitFor(bannerTitle(texts.title), 'hidden');
      const cookie = await consentCookie(shopper);
      assert.equal(cookie?.value, level);
      assert.equal(cookie?.path, '/');
      const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
      assert.ok(Math.abs(lifetime - LIFETIME_S) < 120, `lasts 183 days (${Math.round(lifetime)} s)`);

      await shopper.reload();
      await waitForShopScript(shopper);
      // Every chunk the page wants has loaded (the banner's among them, were it to show): then look.
      await shopper.settled();
      assert.equal(await shopper.count(bannerTitle(texts.title)), 0, 'no banner after the reload');
    });
  }

  it('cs: the banner shows on a first visit; accept all stores level 5 and it stays away after a reload', async () => {
    await chooseOnFirstVisit('cs', 'acceptAll', '5');
  });

  it('en: the banner speaks English; accept all stores level 5 and it stays away after a reload', async () => {
    await chooseOnFirstVisit('en', 'acceptAll', '5');
  });

  it('cs: technical only stores level 2', async () => {
    await chooseOnFirstVisit('cs', 'technicalOnly', '2');
  });

  it('cs: the settings panel opens with the focus on its title, Escape stores nothing, accepting the analytics switch stores level 3', async () => {
    await shop.visitor({}, async (shopper) => {
      await shopper.goto(shop.server.url('/cs/'));
      await waitForShopScript(shopper);
      await shopper.waitFor(bannerTitle(BANNER_TEXTS.cs.title));
      const settingsButton = { css: 'fg-cookie-consent button', name: 'Nastavení' };
      const panelTitle = { css: 'fg-cookie-consent dialog[open] h2', name: 'Nastavení cookies' };
      const focused = () =>
        shopper.evaluate(() => (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim());

      await shopper.click(settingsButton);
      await shopper.waitFor(panelTitle);
      assert.equal(await focused(), 'Nastavení cookies', 'the focus is on the panel title');
      await shopper.press('Escape');
      await shopper.waitFor(panelTitle, 'detached');
      assert.equal(await focused(), 'Nastavení', 'the focus is back on the button that opened it');
      assert.equal(await consentCookie(shopper), undefined, 'closing stored nothing');

      await shopper.click(settingsButton);
      await shopper.waitFor(panelTitle);
      const analytics = { css: 'fg-cookie-consent [role="switch"]', text: 'Analytické cookies' };
      assert.equal(await shopper.attribute(analytics, 'aria-checked'), 'false');
      assert.equal(
        await shopper.attribute(
          { css: 'fg-cookie-consent [role="switch"]', text: 'Technické cookies' },
          'aria-disabled',
        ),
        'true',
        'technical cookies cannot be switched off',
      );
      await shopper.click(analytics);
      await shopper.waitFor(
        { css: 'fg-cookie-consent [role="switch"][aria-checked="true"]', text: 'Analytické cookies' },
        'attached',
      );
      await shopper.click({ css: 'fg-cookie-consent dialog[open] button', name: 'Přijmout vybrané' });
      await shopper.waitFor(panelTitle, 'detached');
      await shopper.waitFor(bannerTitle(BANNER_TEXTS.cs.title), 'hidden');
      assert.equal((await consentCookie(shopper))?.value, '3');
    });
  });

  it('en: the banner comes with the page; its interface code is fetched only for the settings', async () => {
    // The file's tests share one server: count from here on.
    const before = shop.server.requests.length;
    const interfaceRequests = () =>
      shop.server.requests
        .slice(before)
        .filter((request) => /\/assets\/chunks\/fg-cookie-consent-/.test(request.url)).length;
    await shop.visitor({}, async (shopper) => {
      await shopper.goto(shop.server.url('/en/'));
      await waitForShopScript(shopper);
      await shopper.waitFor(bannerTitle(BANNER_TEXTS.en.title));
      // Settled: every chunk the page wanted has loaded, the consent interface's were it among them.
      await shopper.settled();
      assert.equal(interfaceRequests(), 0, 'the server banner serves alone');

      await shopper.click({ css: 'fg-cookie-consent button', name: 'Settings' });
      await shopper.waitFor({ css: 'fg-cookie-consent dialog[open] h2', name: 'Cookie settings' });
      assert.equal(interfaceRequests(), 1, 'the settings brought the interface');
    });
  });

  it('the banner gets its default look under the strict Content-Security-Policy (nonce, no violation)', async () => {
    await shop.visitor({}, async (shopper) => {
      await shopper.goto(shop.server.url('/cs/'));
      await waitForShopScript(shopper);
      await shopper.waitFor(bannerTitle(BANNER_TEXTS.cs.title));
      const look = await shopper.evaluate(() => ({
        position: getComputedStyle(document.querySelector('.fg-cookie-consent__banner') as Element).position,
        styleNonce: (document.getElementById('fg-cookie-consent-styles') as HTMLStyleElement | null)?.nonce,
        pageNonce: document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content'),
      }));
      assert.equal(look.position, 'fixed');
      assert.ok(look.pageNonce, 'the page has a nonce');
      assert.equal(look.styleNonce, look.pageNonce);
      const violations = (await shopper.errors()).filter((error) => /Content Security Policy/i.test(error));
      assert.deepEqual(violations, []);
    });
  });
});

describeInChromium('cookie information pages; the cookie banner and focus', () => {
  const shop = useShopAndBrowser();

  it('every cookie information path answers 200 in its language', async () => {
    for (const [lang, path] of Object.entries(COOKIE_INFORMATION_PATHS)) {
      const response = await fetch(shop.server.url(path));
      assert.equal(response.status, 200, path);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/, path);
      const html = await response.text();
      assert.match(html, new RegExp(`<html lang="${lang}"`), `${path} is in ${lang}`);
    }
  });

  it('a focused control at the end of the page is not hidden behind the banner', async () => {
    const { context, page } = await newVisitor(shop.browser);
    try {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(shop.server.url('/qf/cs/ramjet/register'));
      await waitForPageScript(page);
      await page.locator('fg-cookie-consent').getByRole('heading', { name: 'Používáme cookies' }).waitFor();
      const submit = page.locator('#content form button[type=submit]');
      await submit.focus();
      const covering = await submit.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top === button || button.contains(top)
          ? null
          : (top?.outerHTML.slice(0, 80) ?? 'outside the window');
      });
      assert.equal(covering, null, 'the focused submit button is visible, not covered');
    } finally {
      await context.close();
    }
  });
});
