import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { speculationRules } from '../../src/server/index.ts';
import { COOKIE_INFORMATION_PATHS, LANGUAGES } from '../i18n/languages.ts';
import { translator } from '../i18n/translate.ts';
import {
  CONSENT_COOKIE_NAME,
  COOKIE_CONSENT_CSS,
  COOKIE_CONSENT_STYLE_ID,
  cookieBannerMarkup,
} from './pu.ts';
import { createTestShop } from './test-support.ts';

describe('demo pages', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  const PAGE_PATHS = [
    '/',
    '/category/lamps',
    '/category/lamps?page=2',
    '/category/chairs?min=50&max=300&sort=priceAsc',
    '/product/1',
    '/basket',
    '/comparison',
    '/news',
    '/news?page=4',
    '/actions',
    '/actions?page=2&loadedPages=2',
    '/downloads',
    '/search?q=aurora',
  ];

  for (const lang of LANGUAGES) {
    it(`answers every page in ${lang} with the ${lang} texts`, async () => {
      const t = translator(lang);
      for (const path of [
        ...PAGE_PATHS.map((page) => `/${lang}${page}`),
        `/${lang}/login`,
        `/qf/${lang}/ramjet/register`,
      ]) {
        const response = await app.inject({ url: path });
        assert.equal(response.statusCode, 200, path);
        assert.match(response.body, new RegExp(`^<!doctype html><html lang="${lang}">`), path);
        assert.ok(response.body.includes(t('skipToContent')), `${path} is translated`);
        assert.ok(
          response.body.includes('<fg-partial-update target="content"><main id="content" data-pu-container'),
          path,
        );
        for (const id of ['userMenu', 'userLists', 'userListsRwd'])
          assert.ok(response.body.includes(`id="${id}"`), `${path} ${id}`);
      }
    });

    it(`answers the cookie information page at ${COOKIE_INFORMATION_PATHS[lang]}`, async () => {
      const response = await app.inject({ url: COOKIE_INFORMATION_PATHS[lang] });
      assert.equal(response.statusCode, 200);
      assert.match(response.body, new RegExp(`<html lang="${lang}">`));
      assert.ok(response.body.includes(`<h1>${translator(lang)('cookieInformation')}</h1>`));
    });
  }

  it('holds the first paint until the header is whole (the content begins after it)', async () => {
    const body = (await app.inject({ url: '/en/category/lamps' })).body;
    const expect = '<link rel="expect" href="#content" blocking="render"/>';
    assert.ok(body.indexOf(expect) > 0 && body.indexOf(expect) < body.indexOf('</head>'), 'in the head');
    assert.ok(body.indexOf('id="siteHeader"') < body.indexOf('id="content"'), 'the header ends before');
  });

  it('redirects / to the Czech home page', async () => {
    const response = await app.inject({ url: '/' });
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, '/cs/');
  });

  it('includes the library as one module script served from /assets/, and no settled signal for shoppers', async () => {
    const response = await app.inject({ url: '/cs/' });
    assert.deepEqual(
      response.body.match(/<script(?! type="speculationrules")[^>]*>[^<]*<\/script>/g),
      ['<script type="module" src="/assets/storefront-elements.js"></script>'],
      'no inline script',
    );
    assert.match(String(response.headers['content-security-policy']), /script-src 'self'/);
  });

  it('loads the settled signal before the library when started for end-to-end tests', async () => {
    const { app: testedShop, close: closeTestedShop } = await createTestShop({ settledSignal: true });
    try {
      const response = await testedShop.inject({ url: '/en/' });
      assert.deepEqual(response.body.match(/<script type="module"[^>]*><\/script>/g), [
        '<script type="module" src="/assets/settled.js"></script>',
        '<script type="module" src="/assets/storefront-elements.js"></script>',
      ]);
    } finally {
      await closeTestedShop();
    }
  });

  it('carries its speculation rules under the script nonce of the answer, /qf/ and partial-update addresses left out', async () => {
    const response = await app.inject({ url: '/en/category/lamps' });
    const nonce = /<meta name="csp-nonce" content="([^"]+)"\/>/.exec(response.body)?.[1] ?? '';
    const rulesAt = /<script type="speculationrules" nonce="([^"]+)">([^<]*)<\/script>/.exec(response.body);
    assert.ok(rulesAt, 'the rules');
    assert.equal(rulesAt[1], nonce);
    const withoutRules = response.body.replace(rulesAt[0], '');
    assert.deepEqual(
      JSON.parse(rulesAt[2] as string),
      speculationRules({ exclude: ['/qf/*'], markup: withoutRules }),
    );
    // A product of the listing opens as a partial update: its address is never fetched ahead.
    const product = /<a href="(\/en\/product\/\d+)" class="product-card__link"/.exec(response.body)?.[1];
    assert.ok(product && rulesAt[2]?.includes(`"${product}"`), String(product));
    assert.ok(
      String(response.headers['content-security-policy']).includes(`script-src 'self' 'nonce-${nonce}'`),
    );
  });

  it('allows inline styles only with a fresh nonce that the page names for the library', async () => {
    const nonces: string[] = [];
    for (const _ of [1, 2]) {
      const response = await app.inject({ url: '/cs/' });
      const policy = String(response.headers['content-security-policy']);
      const nonce = /<meta name="csp-nonce" content="([^"]+)"\/>/.exec(response.body)?.[1] ?? '';
      assert.match(nonce, /^[A-Za-z0-9+/]{22}==$/);
      assert.match(policy, new RegExp(`style-src 'self' 'nonce-${nonce.replace(/[+/]/g, '\\$&')}'`));
      assert.doesNotMatch(policy, /unsafe-inline/);
      assert.equal((response.body.match(/ style="/g) ?? []).length, 0, 'no style attribute');
      nonces.push(nonce);
    }
    assert.notEqual(nonces[0], nonces[1]);
  });

  describe('the cookie banner in the page (docs/consent.md)', () => {
    const banner = cookieBannerMarkup({ id: 'cookie-consent', lang: 'en', closable: true });
    const nonceOf = (body: string) => /<meta name="csp-nonce" content="([^"]+)"\/>/.exec(body)?.[1] ?? '';

    it('comes with the first visit, its default look before the stylesheets, under the nonce', async () => {
      for (const cookie of [undefined, `${CONSENT_COOKIE_NAME}=1`, `${CONSENT_COOKIE_NAME}=9`]) {
        const response = await app.inject({ url: '/en/', headers: cookie ? { cookie } : {} });
        const body = response.body;
        assert.ok(
          body.includes(
            `closable="" exclude-selector=".cookie-information-page">${banner}</fg-cookie-consent>`,
          ),
          String(cookie),
        );
        const style = `<style id="${COOKIE_CONSENT_STYLE_ID}" nonce="${nonceOf(body)}">${COOKIE_CONSENT_CSS}</style>`;
        assert.ok(body.includes(style), String(cookie));
        assert.ok(body.indexOf(style) < body.indexOf('/static/shop.css'), 'the shop stylesheets win');
        // Whole in the first paint, which waits for the header: before the page, not after it.
        assert.ok(body.indexOf(banner) < body.indexOf('<fg-web-layout'), 'the banner comes before the page');
        assert.ok(
          body.includes(
            `<noscript><style nonce="${nonceOf(body)}">fg-cookie-consent{display:none}</style></noscript>`,
          ),
        );
      }
    });

    it('stays out once a choice is stored, and on the cookie information page', async () => {
      for (const [url, cookie] of [
        ['/en/', `${CONSENT_COOKIE_NAME}=2`],
        ['/en/category/lamps', `${CONSENT_COOKIE_NAME}=5`],
        [COOKIE_INFORMATION_PATHS.en, undefined],
      ] as const) {
        const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
        assert.equal(response.statusCode, 200);
        assert.ok(response.body.includes('<fg-cookie-consent id="cookie-consent"'), url);
        assert.ok(!response.body.includes('fg-cookie-consent__banner'), url);
        assert.ok(!response.body.includes(COOKIE_CONSENT_STYLE_ID), url);
      }
    });
  });

  it('links the language switcher of a cookie page to the cookie page of each language', async () => {
    const response = await app.inject({ url: '/de/informationen-uber-cookies' });
    for (const path of Object.values(COOKIE_INFORMATION_PATHS))
      assert.ok(response.body.includes(`href="${path}"`), path);
  });

  it('answers 404 in the default language for an unknown language', async () => {
    const response = await app.inject({ url: '/xx/category/lamps' });
    assert.equal(response.statusCode, 404);
    assert.ok(response.body.includes(translator('cs')('error.notFound')));
  });

  it('answers 404 for an unknown product, category, malformed id or page beyond the last', async () => {
    for (const url of [
      '/en/product/9999',
      '/en/product/1x',
      '/en/product/-1',
      '/en/product/01',
      '/en/category/boats',
      '/en/category/lamps?page=99',
    ]) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.ok(response.body.includes(translator('en')('error.notFoundText')), url);
    }
  });

  it('paginates a category: 4 per page, page and loadedPages choose the window', async () => {
    const first = await app.inject({ url: '/en/category/lamps' });
    assert.equal((first.body.match(/class="product-card"/g) ?? []).length, 4);
    assert.match(
      first.body,
      /<section id="productListing" class="paginated" data-pu-announce="10 products" data-pagination="true" data-pagination-page="1" data-pagination-loaded-pages="1" data-pagination-page-size="4" data-pagination-page-param="page" data-pagination-loaded-param="loadedPages"><p class="listing-count">10 products<\/p><div id="productList"[^>]*data-pagination-items/,
    );
    assert.match(
      first.body,
      /<nav id="productPagination"[^>]*data-pagination-nav="true" data-no-pu="true"><p class="pagination__more"><a href="\/en\/category\/lamps\?page=2" rel="next"[^>]*data-pagination-next="true">Load more</,
    );
    const two = await app.inject({ url: '/en/category/lamps?page=1&loadedPages=2' });
    assert.equal((two.body.match(/class="product-card"/g) ?? []).length, 8);
    assert.match(two.body, /data-pagination-loaded-pages="2"/);
    assert.match(two.body, /href="\/en\/category\/lamps\?page=3" rel="next"/);
    const last = await app.inject({ url: '/en/category/lamps?page=3' });
    assert.equal((last.body.match(/class="product-card"/g) ?? []).length, 2, '10 lamps: 4 + 4 + 2');
    assert.ok(!last.body.includes('data-pagination-next'));
  });

  it('filters by price and sorts', async () => {
    const response = await app.inject({ url: '/en/category/lamps?min=100&max=300&sort=priceAsc' });
    const prices = [...response.body.matchAll(/product-card__price"><span class="price">€([\d,.]+)</g)].map(
      (match) => Number(match[1]!.replace(/,/g, '')),
    );
    assert.ok(prices.length > 0);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
    for (const price of prices) assert.ok(price >= 100 && price <= 300, String(price));
  });

  it('lists 40 news and 25 special offers across their pages', async () => {
    const news = await app.inject({ url: '/en/news?page=1&loadedPages=4' });
    assert.equal((news.body.match(/class="article"/g) ?? []).length, 40);
    const actions = await app.inject({ url: '/en/actions?page=1&loadedPages=3' });
    assert.equal((actions.body.match(/class="article"/g) ?? []).length, 25);
  });

  it('renders download sections with ids the hash can name', async () => {
    const response = await app.inject({ url: '/en/downloads' });
    for (const id of ['manuals', 'catalogues', 'certificates', 'price-lists']) {
      assert.match(response.body, new RegExp(`<details id="${id}"`));
    }
  });

  it('escapes the search text', async () => {
    const response = await app.inject({
      url: `/en/search?q=${encodeURIComponent('<script>alert(1)</script>')}`,
    });
    assert.equal(response.statusCode, 200);
    assert.ok(!response.body.includes('<script>alert'));
    assert.ok(response.body.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
  });

  it('suggests products as JSON', async () => {
    const response = await app.inject({ url: '/en/search/suggest?q=aur' });
    assert.equal(response.statusCode, 200);
    const body = response.json() as { query: string; suggestions: { label: string; url: string }[] };
    assert.equal(body.query, 'aur');
    assert.ok(body.suggestions.length > 0);
    for (const suggestion of body.suggestions) {
      assert.match(suggestion.label, /aurora/i);
      assert.match(suggestion.url, /^\/en\/product\/\d+$/);
    }
  });

  it('answers popup content and ignores _ts', async () => {
    const plain = await app.inject({ url: '/en/popup/delivery' });
    const stamped = await app.inject({ url: '/en/popup/delivery?_ts=1700000000000' });
    assert.equal(plain.statusCode, 200);
    assert.equal(stamped.body, plain.body);
    assert.match(plain.body, /^<div id="deliveryInfo"/);
  });

  it('draws product images as SVG and refuses images that do not exist', async () => {
    assert.equal(
      (await app.inject({ url: '/images/product/1/1.svg' })).headers['content-type'],
      'image/svg+xml',
    );
    assert.equal((await app.inject({ url: '/images/product/1/9.svg' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/images/product/1/x.svg' })).statusCode, 404);
  });
});
