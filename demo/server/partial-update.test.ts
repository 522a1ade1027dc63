import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestShop, PU_UI_HEADERS, Visitor } from './test-support.ts';

/** Split a multi-target body into [id, html] pairs, checking the delimiter format on the way. */
function parts(body: string): [string, string][] {
  assert.ok(body.startsWith('<!--pu:delimiters-->'), 'starts with the delimiters comment');
  return body
    .slice('<!--pu:delimiters-->'.length)
    .split(/<!--pu:widget (?=[A-Za-z])/)
    .filter(Boolean)
    .map((chunk) => {
      const end = chunk.indexOf('-->');
      return [chunk.slice(0, end), chunk.slice(end + 3)];
    });
}

describe('partial-update answers', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  it('answers a full page without the PU-Request header', async () => {
    const response = await app.inject({ url: '/cs/category/lamps?_pu_target=productList' });
    assert.match(response.body, /^<!doctype html>/);
  });

  it('answers only the element of a single asked region', async () => {
    const response = await app.inject({
      url: '/cs/category/lamps?page=2&_pu_target=content',
      headers: PU_UI_HEADERS,
    });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /^<main id="content" data-pu-container="true"[^>]*>.*<\/main>$/s);
    assert.ok(!response.body.includes('<html'));
    assert.equal(response.headers['pu-requested-url'], '/cs/category/lamps?page=2');
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
    assert.match(String(response.headers.vary), /PU-Request/);
  });

  it('answers several regions in the multi-target format, in the asked order, and nothing else', async () => {
    const response = await app.inject({
      url: '/cs/category/lamps?page=2&_pu_target=productPagination%2BproductList%2BuserMenu',
      headers: PU_UI_HEADERS,
    });
    assert.equal(response.statusCode, 200);
    const answered = parts(response.body);
    assert.deepEqual(
      answered.map(([id]) => id),
      ['productPagination', 'productList', 'userMenu'],
    );
    for (const [id, html] of answered) assert.match(html, new RegExp(`^<[a-z]+ id="${id}"`));
    assert.ok(!response.body.includes('id="content"'));
    assert.ok(!response.body.includes('id="userLists"'));
  });

  it('reads the target from a form post as well as from the query', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/cs/product/2');
    const response = await visitor.post(
      '/qf/cs/basket/add',
      { product: '2', quantity: '1', _pu_target: 'content+userMenu' },
      { headers: PU_UI_HEADERS },
    );
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      parts(response.body).map(([id]) => id),
      ['content', 'userMenu'],
    );
    assert.match(response.body, /Košík \(1\)/);
  });

  it('refuses a region the page does not have with 400 and PU-Error', async () => {
    const response = await app.inject({
      url: '/cs/basket?_pu_target=content%2BnoSuchRegion',
      headers: PU_UI_HEADERS,
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.headers['pu-error'], '1');
  });

  it('refuses malformed markers with 400', async () => {
    for (const query of [
      '_pu_target=',
      '_pu_target=%3Cscript%3E',
      '_pu_target=content&_pu_target=userMenu',
      '_pu_target=content&_pu_history=x',
    ]) {
      const response = await app.inject({ url: `/cs/basket?${query}`, headers: PU_UI_HEADERS });
      assert.equal(response.statusCode, 400, query);
    }
  });

  it('leaves the messages fragment out of background refreshes', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/product/3');
    const uiEvent = await visitor.post(
      '/qf/en/comparison/add',
      { product: '3', _pu_target: 'content' },
      { headers: PU_UI_HEADERS },
    );
    assert.match(
      uiEvent.body,
      /<fg-system id="messages"[^>]*><ul><li data-type="success">[^<]+ is in the comparison\.<\/li><\/ul><\/fg-system>/,
    );
    const refresh = await visitor.post(
      '/qf/en/comparison/add',
      { product: '3', _pu_target: 'content' },
      { headers: { 'PU-Request': '1' } },
    );
    assert.equal(refresh.statusCode, 200);
    assert.ok(!refresh.body.includes('id="messages"'));
    assert.match(refresh.body, /<table id="comparisonTable"/);
  });
});
