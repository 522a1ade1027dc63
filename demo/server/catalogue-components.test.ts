import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SEARCH_PAGE_SIZE } from './routes/search.tsx';
import { createTestShop, PU_UI_HEADERS, Visitor } from './test-support.ts';

/** Euro prices of the product cards in a body, in order. */
function prices(body: string): number[] {
  return [...body.matchAll(/product-card__price"><span class="price">€([\d,.]+)</g)].map((match) =>
    Number(match[1]!.replace(/,/g, '')),
  );
}

function productIds(body: string): string[] {
  return [...body.matchAll(/<a href="\/en\/product\/(\d+)" class="product-card__link"/g)].map(
    (match) => match[1]!,
  );
}

describe('catalogue components in the demo', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  describe('category page', () => {
    it('bounds the price slider by the lowest and highest price of the category', async () => {
      const all = await app.inject({ url: '/en/category/lamps?loadedPages=20' });
      const lampPrices = prices(all.body);
      assert.equal(lampPrices.length, 10);
      const [low, high] = [Math.floor(Math.min(...lampPrices)), Math.ceil(Math.max(...lampPrices))];
      const page = await app.inject({ url: '/en/category/lamps?min=100' });
      const slider = /<fg-slider id="priceRange"[^>]*>[\s\S]*?<\/fg-slider>/.exec(page.body)?.[0] ?? '';
      assert.match(slider, new RegExp(`label="Price" unit="€" min="${low}" max="${high}" step="1"`));
      assert.match(
        slider,
        /pu-target="productListing" pu-request-target="content" pu-submit-id="categoryFilter"/,
      );
      const inputs = slider.match(/<input [^>]*>/g) ?? [];
      assert.equal(inputs.length, 2);
      // Without script any amount may be typed; the slider keeps to the category's prices.
      for (const input of inputs) assert.match(input, /type="number" min="0" step="1"/);
      assert.match(inputs[0]!, /name="min" value="100"/);
      assert.match(inputs[1]!, /name="max" value=""/);
      assert.match(page.body, /<form id="categoryFilter"[^>]*action="\/en\/category\/lamps" method="get">/);
    });

    it('renders the sort as radios inside the radio select, the current one checked', async () => {
      const page = await app.inject({ url: '/en/category/lamps?sort=priceDesc' });
      const select =
        /<fg-radio-select id="sortChoice"[^>]*>[\s\S]*?<\/fg-radio-select>/.exec(page.body)?.[0] ?? '';
      assert.match(
        select,
        /pu-target="productListing" pu-request-target="content" pu-submit-id="categoryFilter"/,
      );
      assert.match(select, /<legend>Sort by<\/legend>/);
      const radios = select.match(/<input type="radio"[^>]*>/g) ?? [];
      assert.deepEqual(
        radios.map((radio) => /value="(\w+)"/.exec(radio)?.[1]),
        ['popular', 'priceAsc', 'priceDesc', 'name'],
      );
      assert.deepEqual(
        radios.filter((radio) => radio.includes('checked')).map((radio) => /value="(\w+)"/.exec(radio)?.[1]),
        ['priceDesc'],
      );
    });

    it('answers the listing region with its count for a filter update', async () => {
      const response = await app.inject({
        url: '/en/category/lamps?min=100&max=300&sort=priceAsc&_pu_target=productListing&_pu_request_target=content',
        headers: PU_UI_HEADERS,
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['pu-requested-url'], '/en/category/lamps?min=100&max=300&sort=priceAsc');
      assert.match(response.body, /^<section id="productListing"/);
      const listed = prices(response.body);
      assert.ok(listed.length > 0);
      for (const price of listed) assert.ok(price >= 100 && price <= 300, String(price));
      const count = /<p class="listing-count">(\d+) products<\/p>/.exec(response.body)?.[1];
      assert.match(response.body, new RegExp(`data-pu-announce="${count} products"`));
    });

    it('renders the layout the cookie names, on a full load and in a swapped listing', async () => {
      const grid = await app.inject({ url: '/en/category/lamps' });
      assert.match(grid.body, /<div id="productList" class="product-grid" data-layout="grid"/);
      const cookies = { PRODUCT_LIST_LAYOUT: 'list' };
      const list = await app.inject({ url: '/en/category/lamps', cookies });
      assert.match(list.body, /<div id="productList" class="product-grid" data-layout="list"/);
      assert.match(
        list.body,
        /<button type="submit" value="list" aria-pressed="true" name="layout">List<\/button>/,
      );
      assert.match(
        list.body,
        /<button type="submit" value="grid" aria-pressed="false" name="layout">Grid<\/button>/,
      );
      const region = await app.inject({
        url: '/en/category/lamps?_pu_target=productListing',
        headers: PU_UI_HEADERS,
        cookies,
      });
      assert.match(region.body, /data-layout="list"/);
      const crafted = await app.inject({
        url: '/en/category/lamps',
        cookies: { PRODUCT_LIST_LAYOUT: '"><b>' },
      });
      assert.match(crafted.body, /data-layout="grid"/);
    });

    it('sets the layout cookie for 7 days from the no-script form and goes back', async () => {
      const visitor = new Visitor(app);
      await visitor.start('/en/category/lamps?min=50');
      const refused = await visitor.post('/qf/en/catalogue/layout', { layout: 'list' }, { withToken: false });
      assert.equal(refused.statusCode, 403);
      const response = await visitor.post('/qf/en/catalogue/layout', {
        layout: 'list',
        return: '/en/category/lamps?min=50',
      });
      assert.equal(response.statusCode, 303);
      assert.equal(response.headers.location, '/en/category/lamps?min=50');
      const cookie = response.cookies.find((candidate) => candidate.name === 'PRODUCT_LIST_LAYOUT');
      assert.equal(cookie?.value, 'list');
      assert.equal(cookie?.maxAge, 7 * 86_400);
      assert.equal(cookie?.path, '/');
      assert.equal(cookie?.httpOnly, undefined, 'the client script writes it too');
      assert.match((await visitor.get('/en/category/lamps?min=50')).body, /data-layout="list"/);
      const foreign = await visitor.post('/qf/en/catalogue/layout', {
        layout: 'grid',
        return: '//evil.example/',
      });
      assert.equal(foreign.headers.location, '/en/');
      const bad = await visitor.post('/qf/en/catalogue/layout', { layout: 'table' });
      assert.equal(bad.statusCode, 400);
    });
  });

  describe('search results', () => {
    it('shows one page of results with the next page inside the "Load more" element', async () => {
      const first = await app.inject({ url: '/en/search?q=SF' });
      assert.match(first.body, /<p>60 results for “SF”<\/p>/);
      assert.equal(productIds(first.body).length, SEARCH_PAGE_SIZE);
      assert.match(
        first.body,
        /<fg-universal-pagination-button id="searchMore" list="searchResults" label="Load more"[^>]*><a href="\/en\/search\?q=SF&amp;page=2" rel="next">Next<\/a><\/fg-universal-pagination-button>/,
      );
      assert.ok(!first.body.includes('rel="prev"'));
    });

    it('pages through every result once, the last page without a next link', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 8; page += 1) {
        const response = await app.inject({ url: `/en/search?q=SF&page=${page}` });
        assert.equal(response.statusCode, 200);
        seen.push(...productIds(response.body));
        assert.equal(response.body.includes('id="searchMore"'), page < 8, `page ${page}`);
        if (page > 1)
          assert.match(
            response.body,
            new RegExp(`href="/en/search\\?q=SF(&amp;page=${page - 1})?" rel="prev"`),
          );
      }
      assert.equal(seen.length, 60);
      assert.equal(new Set(seen).size, 60);
      assert.equal((await app.inject({ url: '/en/search?q=SF&page=9' })).statusCode, 404);
    });

    it('has no pagination without a query or with a single page', async () => {
      const empty = await app.inject({ url: '/en/search' });
      assert.equal(empty.statusCode, 200);
      assert.ok(!empty.body.includes('searchMore'));
      const few = await app.inject({ url: '/en/search?q=aurora' });
      assert.ok(productIds(few.body).length > 0);
      assert.ok(!few.body.includes('searchMore'));
    });
  });
});
