/**
 * Speculative navigation on the demo (docs/speculation.md): the page's speculation rules under the
 * response's script nonce; in Chromium a header link's page fetched ahead on intent and the click
 * served from it, never an address a partial-update link points to, a /qf/ address, an opted-out or nofollow link; in
 * Firefox and WebKit (no speculation rules) the same pages work and nothing is fetched ahead.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Page } from 'playwright-core';
import { newVisitor } from './support/browser.ts';
import type { DemoServer } from './support/demo-server.ts';
import { waitForHeader, waitForShopperHeader } from './support/header-checks.ts';
import { watchErrors } from './support/page-checks.ts';
import { useShopAndBrowser } from './support/shop-and-browser.ts';
import { describeInBrowsers, describeInChromium } from './support/shop-in-browsers.ts';

const CATEGORY = '/en/category/lamps';
/** The news page: its #content links only products and its own pages, so the header's category links are plain GET pages there. */
const NEWS = '/en/news';

/** The requests the browser made ahead of a navigation (`Sec-Purpose`), as `path purpose`. */
const fetchedAhead = (server: DemoServer, from = 0) =>
  server.requests
    .slice(from)
    .filter((request) => request.purpose !== '')
    .map((request) => `${request.url} ${request.purpose}`);

describeInBrowsers('speculative navigation', (shop) => {
  it('follows a header link and a product link; only a browser with speculation rules fetched anything ahead, and only the header page', async () => {
    await shop.visitor({ consentGivenOn: shop.server.origin }, async (shopper) => {
      await shopper.goto(shop.server.url(NEWS));
      await waitForShopperHeader(shopper);
      const hasRules = await shopper.evaluate(
        () => HTMLScriptElement.supports?.('speculationrules') === true,
      );
      assert.equal(hasRules, shop.name === 'chromium');
      await shopper.click(`#mainNav a[href="${CATEGORY}"]`);
      await shopper.waitUntil('the category page', (path) => location.pathname === path, CATEGORY);
      await waitForShopperHeader(shopper);
      // A product of the listing opens as a partial update: its own answer, never a full page ahead.
      const name = await shopper.text('#productList .product-card__link .product-card__name');
      await shopper.click('#productList .product-card__link');
      await shopper.waitFor({ css: '#content h1', text: name });
      assert.deepEqual(await shopper.errors(), []);
    });
    const ahead = fetchedAhead(shop.server);
    // Chromium may take the press on the header link as intent (moderate eagerness) and fetch its page then.
    if (shop.name === 'chromium')
      assert.deepEqual(
        ahead.filter((entry) => entry !== `${CATEGORY} prefetch`),
        [],
      );
    else assert.deepEqual(ahead, []);
  });
});

describeInChromium('speculative navigation (Chromium: hover, headers, navigation timing)', () => {
  const shop = useShopAndBrowser();

  async function visit(path: string): Promise<{ page: Page; done: () => Promise<void> }> {
    const visitor = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    const errors = watchErrors(visitor.page);
    await visitor.page.addInitScript(() => {
      const violations: string[] = [];
      (window as Window & { violations?: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(event.violatedDirective),
      );
    });
    await visitor.page.goto(shop.server.url(path));
    await waitForHeader(visitor.page);
    return {
      page: visitor.page,
      done: async () => {
        assert.deepEqual(errors, []);
        await visitor.context.close();
      },
    };
  }

  /** Rests the pointer on the link; resolves once the server has been asked for `path` ahead. */
  async function restUntilFetchedAhead(page: Page, selector: string, path: string): Promise<void> {
    await page.locator(selector).hover();
    const deadline = Date.now() + 10_000;
    while (!shop.server.requests.some((request) => request.url === path && request.purpose === 'prefetch')) {
      assert.ok(Date.now() < deadline, `${path} was never fetched ahead`);
      await page.waitForTimeout(20);
    }
  }

  it('the category page carries the rules under the script nonce of its Content-Security-Policy, and the browser takes them', async () => {
    const visitor = await newVisitor(shop.browser, { consentGivenOn: shop.server.origin });
    try {
      const response = await visitor.page.goto(shop.server.url(CATEGORY));
      const policy = (await response?.headerValue('content-security-policy')) ?? '';
      const script = await visitor.page.evaluate(() => {
        const element = document.querySelector<HTMLScriptElement>('head script[type="speculationrules"]');
        return {
          nonce: element?.nonce ?? '',
          page: document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? '',
          rules: JSON.parse(element?.textContent ?? 'null') as { prefetch: { eagerness: string }[] },
        };
      });
      assert.ok(script.nonce.length > 0);
      assert.equal(script.nonce, script.page);
      assert.ok(policy.includes(`script-src 'self' 'nonce-${script.nonce}'`), policy);
      assert.equal(script.rules.prefetch[0]?.eagerness, 'moderate');
    } finally {
      await visitor.context.close();
    }
  });

  it('fetches a header page ahead once the pointer rests on its link, and the click is served from it', async () => {
    // The file's tests share one server: count from here on.
    const before = shop.server.requests.length;
    const { page, done } = await visit(NEWS);
    try {
      await restUntilFetchedAhead(page, `#mainNav a[href="${CATEGORY}"]`, CATEGORY);
      await page.locator(`#mainNav a[href="${CATEGORY}"]`).click();
      await page.waitForURL(shop.server.url(CATEGORY));
      const deliveryType = await page.evaluate(
        () =>
          (
            performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
              deliveryType?: string;
            }
          ).deliveryType,
      );
      assert.equal(deliveryType, 'navigational-prefetch');
      // The navigation asked the server nothing more.
      const categoryRequests = shop.server.requests
        .slice(before)
        .filter((request) => request.url === CATEGORY);
      assert.ok(categoryRequests.length > 0);
      assert.ok(categoryRequests.every((request) => request.purpose === 'prefetch'));
      assert.deepEqual(
        await page.evaluate(() => (window as Window & { violations?: string[] }).violations),
        [],
      );
    } finally {
      await done();
    }
  });

  it('never fetches ahead a product link of the listing, add to basket, logout, a /qf/ address, an opted-out or a nofollow link', async () => {
    const before = shop.server.requests.length;
    const { page, done } = await visit(CATEGORY);
    try {
      // Links a shop could have in its header, outside any partial-update container, each to an address
      // no other link of the page has: Chromium fetches an address ahead when any link to it qualifies.
      await page.evaluate(() => {
        const header = document.getElementById('siteHeader');
        for (const [id, href, attribute] of [
          ['logout-link', '/qf/en/ramjet/logout', ''],
          ['opted-out', '/en/help?from=opted-out', 'data-no-speculation'],
          ['nofollow', '/en/stores?from=nofollow', 'rel'],
        ] as const) {
          const link = document.createElement('a');
          link.id = id;
          link.href = href;
          link.textContent = id;
          if (attribute === 'rel') link.rel = 'nofollow';
          else if (attribute) link.setAttribute(attribute, '');
          header?.prepend(link);
        }
      });
      for (const selector of [
        '#productList .product-card__link',
        '#productList .product-card form.add-to-basket button',
        '#logout-link',
        '#opted-out',
        '#nofollow',
      ]) {
        await page.locator(selector).first().hover();
        await page.waitForTimeout(400);
      }
      // Rules that fetch at all: a header link of the page is fetched ahead, after all those.
      await restUntilFetchedAhead(page, `#mainNav a[href="${NEWS}"]`, NEWS);
      assert.deepEqual(
        fetchedAhead(shop.server, before).filter((entry) => !entry.startsWith(`${NEWS} `)),
        [],
      );
      assert.ok(!shop.server.requests.some((request) => request.url.startsWith('/qf/en/ramjet/logout')));
      assert.ok(!shop.server.requests.some((request) => request.url.startsWith('/qf/en/basket/add')));
    } finally {
      await done();
    }
  });
});
