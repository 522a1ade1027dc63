import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { createElement } from 'react';
import { PRODUCT_LAYOUT_COOKIE } from '../views/product-layout.ts';
import { renderShared } from '../views/SharedMarkup.tsx';
import { useView } from '../views/ViewContext.tsx';
import { CATALOGUE_CACHE_TTL_MS, CATALOGUE_KEPT_LIMIT } from './catalogue-cache.ts';
import { createTestShop, PU_UI_HEADERS, useTestShop, Visitor } from './test-support.ts';

/** The element with this id in the markup, from its start tag to its matching end tag. */
function elementById(html: string, id: string): string {
  const at = html.indexOf(` id="${id}"`);
  assert.ok(at >= 0, `no element #${id}`);
  const start = html.lastIndexOf('<', at);
  const tag = /^<([a-z][a-z0-9-]*)/.exec(html.slice(start))?.[1];
  assert.ok(tag, `#${id} sits in a start tag`);
  const tags = new RegExp(`<${tag}[\\s>/]|</${tag}>`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  return assert.fail(`#${id} is never closed`);
}

/** Every CSRF token is made afresh per answer: the markup is compared without their values. */
const withoutTokens = (html: string) => html.replace(/name="_csrf" value="[^"]*"/g, 'name="_csrf" value=""');

const tokensIn = (html: string) =>
  [...html.matchAll(/name="_csrf" value="([^"]+)"/g)].map((match) => match[1]!);

describe('a partial answer renders only its regions, from the kept catalogue', () => {
  const shop = useTestShop();

  const fragment = async (visitor: Visitor, url: string, target: string) => {
    const join = url.includes('?') ? '&' : '?';
    const response = await visitor.get(`${url}${join}_pu_target=${target}`, PU_UI_HEADERS);
    assert.equal(response.statusCode, 200, `${url} #${target}`);
    return response.body;
  };

  const PAGES: readonly (readonly [string, readonly string[]])[] = [
    ['/cs/category/lamps', ['content', 'productListing', 'productList', 'productPagination']],
    ['/en/category/table-lamps?sort=name', ['content', 'productListing', 'productList']],
    ['/de/category/chairs?min=50&max=300&sort=priceAsc&page=2', ['content', 'productListing']],
    ['/en/category/kitchen?page=2&loadedPages=2', ['content', 'productPagination']],
    ['/en/', ['content']],
    ['/en/product/2', ['content']],
    ['/en/search?q=lamp', ['content']],
    ['/en/news?page=2', ['content']],
  ];

  for (const [url, targets] of PAGES) {
    it(`answers each region of ${url} exactly as the full page has it`, async () => {
      const visitor = new Visitor(shop.app);
      // A tree the visitor left open, so the cookie's part of the kept tree is compared too.
      visitor.cookies.set('fg_category_tree', 'kitchen,shelves');
      const page = (await visitor.get(url)).body;
      assert.match(page, /^<!doctype html>/);
      for (const target of targets) {
        // React puts its preload hints for the region's eager images before the region's element.
        const part = (await fragment(visitor, url, target)).replace(/^(?:<link rel="preload"[^>]*>)+/, '');
        assert.ok(!part.includes('<header'), `#${target} alone, without the page's header`);
        assert.equal(withoutTokens(part), withoutTokens(elementById(page, target)), `${url} #${target}`);
      }
    });
  }

  it('answers the same with or without the kept catalogue, whatever the tree cookie and the filter', async () => {
    const slugs = ['lamps', 'table-lamps', 'chairs', 'kitchen', 'cookware', 'rugs'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('cs', 'en', 'de', 'hu'),
        fc.constantFrom(...slugs),
        fc.option(
          fc.oneof(
            fc.string({ maxLength: 40 }),
            fc
              .subarray(['lamps', 'chairs', 'tables', 'shelves', 'kitchen', 'rugs', 'nope'])
              .map((open) => open.join(',')),
          ),
          { nil: undefined },
        ),
        fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
        fc.constantFrom('popular', 'priceAsc', 'priceDesc', 'name', 'bogus'),
        fc.constantFrom(undefined, 'list', 'grid', 'tiles'),
        fc.integer({ min: 1, max: 3 }),
        async (lang, slug, tree, min, max, sort, layout, page) => {
          const query = new URLSearchParams({ sort });
          if (min !== undefined) query.set('min', String(min));
          if (max !== undefined) query.set('max', String(max));
          if (page > 1) query.set('page', String(page));
          const url = `/${lang}/category/${slug}?${query}`;
          const visitor = new Visitor(shop.app);
          if (tree !== undefined) visitor.cookies.set('fg_category_tree', encodeURIComponent(tree));
          if (layout !== undefined) visitor.cookies.set(PRODUCT_LAYOUT_COOKIE, layout);
          const response = await visitor.get(`${url}&_pu_target=content`, PU_UI_HEADERS);
          // A page past the listing's end is a 404, kept or not.
          if (response.statusCode === 404) {
            shop.app.shop.catalogue.invalidate();
            assert.equal((await visitor.get(url)).statusCode, 404);
            return;
          }
          const kept = response.body;
          shop.app.shop.catalogue.invalidate();
          const fresh = await fragment(visitor, url, 'content');
          assert.equal(withoutTokens(kept), withoutTokens(fresh));
          assert.equal(withoutTokens(await fragment(visitor, url, 'content')), withoutTokens(fresh));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps nothing of a visitor: each one gets the tokens of their own secret', async () => {
    const first = new Visitor(shop.app);
    const second = new Visitor(shop.app);
    await first.start('/en/category/lamps');
    await second.start('/en/category/lamps');
    const firstTokens = tokensIn(await fragment(first, '/en/category/lamps', 'content'));
    const secondTokens = tokensIn(await fragment(second, '/en/category/lamps', 'content'));
    assert.ok(secondTokens.length > 0, 'the product cards carry add-to-basket forms');
    const add = (visitor: Visitor, token: string) =>
      visitor.post('/qf/en/basket/add', { product: '1', quantity: '1', _csrf: token }, { withToken: false });
    assert.equal((await add(second, firstTokens[0]!)).statusCode, 403, "another visitor's token is refused");
    assert.equal((await add(second, secondTokens[0]!)).statusCode, 200);
    assert.equal((await add(first, firstTokens[0]!)).statusCode, 200);
  });
});

describe('the kept catalogue follows the database', () => {
  const priceOf = (html: string, productId: number) =>
    new RegExp(`href="/en/product/${productId}"[\\s\\S]*?<span class="price">([^<]+)</span>`).exec(html)?.[1];

  it('shows a changed price after invalidate(), and on its own once the kept reading expires', async () => {
    let clock = Date.UTC(2026, 0, 10);
    const { app, close } = await createTestShop({ now: () => clock });
    try {
      const visitor = new Visitor(app);
      const url = '/en/category/lamps?sort=name';
      const before = (await visitor.get(url)).body;
      const first = /href="\/en\/product\/(\d+)" class="product-card__link"/.exec(before)?.[1];
      assert.ok(first, 'a product card');
      const id = Number(first);
      const cheaper = async (cents: number) => {
        await app.shop.db.updateTable('products').set({ price_cents: cents }).where('id', '=', id).execute();
        return cents;
      };

      await cheaper(123);
      assert.equal(priceOf((await visitor.get(url)).body, id), priceOf(before, id), 'kept until told');
      app.shop.catalogue.invalidate();
      const afterInvalidate = (await visitor.get(url)).body;
      assert.notEqual(priceOf(afterInvalidate, id), priceOf(before, id));
      assert.match(priceOf(afterInvalidate, id) ?? '', /1[.,]23/);
      // The price filter's bounds come from the kept catalogue as well.
      assert.match(afterInvalidate, /<fg-slider id="priceRange"[^>]* min="1"/);

      await cheaper(4567);
      clock += CATALOGUE_CACHE_TTL_MS - 1;
      assert.match(priceOf((await visitor.get(url)).body, id) ?? '', /1[.,]23/, 'still within its time');
      clock += 1;
      assert.match(priceOf((await visitor.get(url)).body, id) ?? '', /45[.,]67/, 'read again once expired');
    } finally {
      await close();
    }
  });
});

// Plain calls, not JSX: the node test phase runs *.test.ts files.
function Greeting() {
  return createElement('p', null, useView().user?.name);
}

function BasketFigure() {
  return createElement('p', null, useView().basketCount);
}

function TokenForm() {
  const { csrfToken, path, t } = useView();
  return createElement(
    'form',
    { action: path },
    createElement('input', { type: 'hidden', name: '_csrf', value: csrfToken }),
    t('addToBasket'),
  );
}

describe('markup shared by every visitor', () => {
  it('cannot read anything of a visitor but leaves a hole for the CSRF token', () => {
    assert.throws(() => renderShared('en', '/en/', createElement(Greeting)), /visitor's user/);
    assert.throws(() => renderShared('en', '/en/', createElement(BasketFigure)), /visitor's basket/);
    const markup = renderShared('en', '/en/category/lamps', createElement(TokenForm));
    assert.match(
      markup,
      /^<form action="\/en\/category\/lamps"><input type="hidden" name="_csrf" value="csrf-token-[0-9a-f]{32}"\/>Add to basket<\/form>$/,
    );
  });
});

describe('the kept category pages under junk queries', () => {
  const shop = useTestShop();
  const REAL_PAGES = [
    '/cs/category/lamps',
    '/en/category/chairs?sort=priceAsc',
    '/en/category/kitchen?page=2',
  ];
  /** Query parameters no page reads (tracking tags, cache busters, noise), with any value. */
  const junkName = fc
    .stringMatching(/^[a-z_][a-z0-9_]{0,11}$/)
    .filter(
      (name) =>
        !['min', 'max', 'sort', 'page', 'loadedpages'].includes(name.toLowerCase()) &&
        !name.startsWith('_pu'),
    );
  const junkQuery = fc
    .array(fc.tuple(junkName, fc.string({ maxLength: 20 })), { minLength: 1, maxLength: 4 })
    .map((pairs) => new URLSearchParams(pairs).toString());

  it('keeps 2 500 junk queries of real pages in the real pages’ entries: bounded, the real ones present', async () => {
    const visitor = new Visitor(shop.app);
    for (const url of REAL_PAGES) assert.equal((await visitor.get(url)).statusCode, 200, url);
    const realKeys = shop.app.shop.catalogue.keptKeys();
    const real = new Map<string, string>();
    for (const url of REAL_PAGES)
      real.set(url, withoutTokens(elementById((await visitor.get(url)).body, 'content')));

    const queries = fc.sample(junkQuery, { numRuns: 2500, seed: 30 });
    for (const [index, query] of queries.entries()) {
      const url = REAL_PAGES[index % REAL_PAGES.length]!;
      const response = await visitor.get(`${url}${url.includes('?') ? '&' : '?'}${query}`);
      assert.equal(response.statusCode, 200, `${url} with ${query}`);
    }
    assert.deepEqual(shop.app.shop.catalogue.keptKeys().toSorted(), realKeys.toSorted());
    for (const url of REAL_PAGES) {
      assert.equal(
        withoutTokens(elementById((await visitor.get(url)).body, 'content')),
        real.get(url),
        `${url} as before`,
      );
    }
  });

  it('keeps at most CATALOGUE_KEPT_LIMIT pieces for read parameters, and the pages still read', async () => {
    const visitor = new Visitor(shop.app);
    const distinctFilters = CATALOGUE_KEPT_LIMIT + 100;
    for (let min = 0; min < distinctFilters; min += 1) {
      // A real page read now and then, as shoppers do, between filters read once each.
      if (min % 100 === 0) await visitor.get(REAL_PAGES[0]!);
      await visitor.get(`/cs/category/lamps?min=${min}&max=999999`);
    }
    await visitor.get(REAL_PAGES[0]!);
    const keys = shop.app.shop.catalogue.keptKeys();
    assert.ok(keys.length <= CATALOGUE_KEPT_LIMIT, `${keys.length} pieces kept`);
    assert.ok(keys.includes('categoryMain grid /cs/category/lamps'), 'the page read now and then is kept');
  });
});
