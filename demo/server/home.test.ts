import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../i18n/languages.ts';
import { translator } from '../i18n/translate.ts';
import { createTestShop, PU_UI_HEADERS } from './test-support.ts';

/** The element with the id, up to its closing tag (the list regions do not nest their own tag). */
function region(body: string, id: string, tag: string): string {
  const start = body.indexOf(`<${tag} id="${id}"`);
  assert.ok(start >= 0, `the page has #${id}`);
  return body.slice(start, body.indexOf(`</${tag}>`, start) + tag.length + 3);
}

/** The article titles of a list, in order. */
function titles(html: string): string[] {
  return [...html.matchAll(/<li class="article"><h[23]><a [^>]*>([^<]*)</g)].map((match) => match[1] ?? '');
}

/** The addresses of the links in a pagination block. */
function links(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

describe('the home page with two paginated lists', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  const get = async (url: string) => {
    const response = await app.inject({ url });
    assert.equal(response.statusCode, 200, url);
    return response.body;
  };

  it('shows five latest news and five current offers, each list with its own ids and parameter names', async () => {
    const body = await get('/en/');
    assert.match(
      body,
      /<section id="newsListing" class="paginated" data-pagination="true" data-pagination-page="1" data-pagination-loaded-pages="1" data-pagination-page-size="5" data-pagination-page-param="newsPage" data-pagination-loaded-param="newsLoaded"><ul id="newsList"/,
    );
    assert.match(
      body,
      /<section id="offersListing" class="paginated" data-pagination="true" data-pagination-page="1" data-pagination-loaded-pages="1" data-pagination-page-size="5" data-pagination-page-param="offersPage" data-pagination-loaded-param="offersLoaded"><ul id="offersList"/,
    );
    assert.equal(titles(region(body, 'newsList', 'ul')).length, 5);
    assert.equal(titles(region(body, 'offersList', 'ul')).length, 5);
    assert.match(body, /<nav id="newsPagination" class="pagination" aria-label="Pages: Latest news"/);
    assert.match(body, /<nav id="offersPagination" class="pagination" aria-label="Pages: Current offers"/);
  });

  it("renders each list's loaded pages ending at its page, from its own parameters", async () => {
    const allNews = titles(region(await get('/en/news?loadedPages=4'), 'articleList', 'ul'));
    const allOffers = titles(region(await get('/en/actions?loadedPages=3'), 'articleList', 'ul'));
    assert.equal(allNews.length, 40);
    assert.equal(allOffers.length, 25);

    const body = await get('/en/?newsLoaded=3&offersPage=3');
    assert.deepEqual(titles(region(body, 'newsList', 'ul')), allNews.slice(0, 15), 'news pages 1 to 3');
    assert.deepEqual(titles(region(body, 'offersList', 'ul')), allOffers.slice(10, 15), 'offers page 3');

    const other = await get('/en/?newsPage=2&newsLoaded=2&offersPage=5');
    assert.deepEqual(titles(region(other, 'newsList', 'ul')), allNews.slice(5, 15), 'news pages 2 and 3');
    assert.deepEqual(titles(region(other, 'offersList', 'ul')), allOffers.slice(20, 25), 'the last offers');
    assert.ok(!region(other, 'offersPagination', 'nav').includes('data-pagination-next'), 'nothing more');
  });

  it("keeps the other list's parameters in every link of a list", async () => {
    const body = await get('/en/?newsLoaded=3&offersPage=3');
    const newsLinks = links(region(body, 'newsPagination', 'nav'));
    assert.ok(newsLinks.includes('/en/?newsPage=4&offersPage=3'), `load more: ${newsLinks.join(' ')}`);
    assert.ok(newsLinks.includes('/en/?offersPage=3'), 'news page 1');
    for (const link of newsLinks) assert.match(link, /[?&]offersPage=3(&|$)/, link);

    const offersLinks = links(region(body, 'offersPagination', 'nav'));
    assert.ok(offersLinks.includes('/en/?newsLoaded=3&offersPage=4'), `load more: ${offersLinks.join(' ')}`);
    assert.ok(offersLinks.includes('/en/?newsLoaded=3'), 'offers page 1');
    for (const link of offersLinks) assert.match(link, /[?&]newsLoaded=3(&|$)/, link);
  });

  it('answers partial updates for the regions of either list', async () => {
    const response = await app.inject({
      url: '/cs/?newsPage=2&offersPage=2&_pu_target=newsList%2BoffersPagination',
      headers: PU_UI_HEADERS,
    });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /^<!--pu:delimiters--><!--pu:widget newsList--><ul id="newsList"/);
    assert.match(response.body, /<!--pu:widget offersPagination--><nav id="offersPagination"/);
    assert.ok(!response.body.includes('id="content"'));
    for (const target of ['newsListing', 'newsPagination', 'offersListing', 'offersList']) {
      const single = await app.inject({ url: `/cs/?_pu_target=${target}`, headers: PU_UI_HEADERS });
      assert.equal(single.statusCode, 200, target);
      assert.match(single.body, new RegExp(`^<[a-z]+ id="${target}"`), target);
    }
  });

  it('answers 404 for a page beyond the last of either list, and reads malformed numbers as page 1', async () => {
    for (const url of ['/en/?newsPage=9', '/en/?offersPage=6']) {
      assert.equal((await app.inject({ url })).statusCode, 404, url);
    }
    const body = await get('/en/?newsPage=x&offersLoaded=-2');
    assert.equal(titles(region(body, 'newsList', 'ul')).length, 5);
    assert.equal(titles(region(body, 'offersList', 'ul')).length, 5);
  });

  it('titles both lists in every language', async () => {
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      const body = await get(`/${lang}/`);
      assert.ok(body.includes(`<h2 id="home-news">${t('latestNews')}</h2>`), lang);
      assert.ok(body.includes(`<h2 id="home-offers">${t('currentOffers')}</h2>`), lang);
    }
  });
});
