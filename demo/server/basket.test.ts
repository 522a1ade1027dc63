import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES } from './app.ts';
import { createTestShop, PU_UI_HEADERS, Visitor } from './test-support.ts';

async function basketLines(visitor: Visitor): Promise<Record<string, number>> {
  const page = await visitor.get('/en/basket');
  const lines: Record<string, number> = {};
  for (const match of page.body.matchAll(/<input id="basket-quantity-(\d+)"[^>]*value="(\d+)"/g)) {
    lines[match[1]!] = Number(match[2]);
  }
  return lines;
}

describe('basket', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  it('adds to the basket and answers the confirmation in #content (for the popup)', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/product/2');
    const response = await visitor.post(
      '/qf/en/basket/add',
      { product: '2', quantity: '3', _pu_target: 'content' },
      { headers: PU_UI_HEADERS },
    );
    assert.equal(response.statusCode, 200);
    // What was added is the flash message of the answer, shown above the confirmation (and once only).
    assert.match(
      response.body,
      /^<main id="content"[^>]*><fg-system id="messages"[^>]*><ul><li data-type="success">[^<]+ was added to the basket \(3 pcs\)\.<\/li><\/ul><\/fg-system><section class="added-to-basket"/,
    );
    assert.ok(!(await visitor.get('/en/basket')).body.includes('was added to the basket'));
    assert.deepEqual(await basketLines(visitor), { '2': 3 });
  });

  it('keeps every one of 50 parallel additions', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/product/5');
    await visitor.post('/qf/en/basket/add', { product: '5' });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => visitor.post('/qf/en/basket/add', { product: '5', quantity: '2' })),
    );
    assert.deepEqual(
      responses.map((response) => response.statusCode),
      Array(50).fill(200),
    );
    assert.deepEqual(await basketLines(visitor), { '5': 101 });
  });

  it('changes a quantity, chooses delivery and removes a line', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/product/2');
    await visitor.post('/qf/en/basket/add', { product: '2' });
    await visitor.post('/qf/en/basket/add', { product: '8' });
    const updated = await visitor.post('/qf/en/basket/update', { product: '2', quantity: '4' });
    assert.equal(updated.statusCode, 303);
    assert.equal(updated.headers.location, '/en/basket');
    assert.deepEqual(await basketLines(visitor), { '2': 4, '8': 1 });
    const courier = await visitor.post(
      '/qf/en/basket/delivery',
      { delivery: 'courier', _pu_target: 'basketSummary' },
      { headers: PU_UI_HEADERS },
    );
    assert.match(courier.body, /^<dl id="basketSummary"/);
    assert.match(courier.body, /<dt>Delivery<\/dt><dd><span class="price">€6.90<\/span>/);
    const removed = await visitor.post(
      '/qf/en/basket/remove',
      { product: '2', _pu_target: 'content+userMenu' },
      { headers: PU_UI_HEADERS },
    );
    assert.match(removed.body, /Basket \(1\)/);
    assert.deepEqual(await basketLines(visitor), { '8': 1 });
  });

  it('refuses bad input with a clear status and changes nothing', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/product/2');
    await visitor.post('/qf/en/basket/add', { product: '2' });
    const cases: [Record<string, string>, number][] = [
      [{ product: '9999' }, 404],
      [{ product: 'abc' }, 400],
      [{ product: '-2' }, 400],
      [{ product: '2', quantity: '-1' }, 400],
      [{ product: '2', quantity: '0' }, 400],
      [{ product: '2', quantity: '1.5' }, 400],
      [{ product: '2', quantity: '1000' }, 400],
      [{ product: '2', quantity: '999' }, 400], // 1 + 999 exceeds the line limit of 999
    ];
    for (const [fields, status] of cases) {
      const response = await visitor.post('/qf/en/basket/add', fields);
      assert.equal(response.statusCode, status, JSON.stringify(fields));
      assert.match(response.body, /<h1>(Invalid request|Page not found)<\/h1>/);
    }
    // A signed whole number is a quantity the shop corrects (below); anything else is refused.
    assert.equal(
      (await visitor.post('/qf/en/basket/update', { product: '2', quantity: '1.5' })).statusCode,
      400,
    );
    assert.equal((await visitor.post('/qf/en/basket/delivery', { delivery: 'rocket' })).statusCode, 400);
    assert.deepEqual(await basketLines(visitor), { '2': 1 });
  });

  it('corrects a typed quantity to what a line can hold and says so beside the field, with or without script', async () => {
    const product = await app.shop.db
      .selectFrom('products')
      .select(['id', 'stock'])
      .where('stock', '>', 1)
      .where('stock', '<', 999)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { id, stock } = product;
    const visitor = new Visitor(app);
    await visitor.start(`/en/product/${id}`);
    await visitor.post('/qf/en/basket/add', { product: String(id), quantity: '1' });
    const cases: [string, number, string, Record<string, string>][] = [
      ['-5', 1, 'The quantity is at least 1: it is now 1.', {}],
      ['99999', stock, `Only ${stock} in stock: the quantity is now ${stock}.`, PU_UI_HEADERS],
    ];
    for (const [typed, held, message, headers] of cases) {
      const partial: Record<string, string> = headers === PU_UI_HEADERS ? { _pu_target: 'content' } : {};
      const response = await visitor.post(
        '/qf/en/basket/update',
        { product: String(id), quantity: typed, ...partial },
        { headers },
      );
      assert.equal(response.statusCode, 200, typed);
      assert.match(
        response.body,
        new RegExp(
          `<input id="basket-quantity-${id}" aria-describedby="basket-quantity-${id}-note"[^>]*value="${held}"`,
        ),
      );
      assert.ok(
        response.body.includes(
          `<p id="basket-quantity-${id}-note" class="field-note" aria-live="polite">${message}</p>`,
        ),
        message,
      );
      assert.deepEqual(await basketLines(visitor), { [id]: held });
    }
    const plain = await visitor.post('/qf/en/basket/update', { product: String(id), quantity: '2' });
    assert.equal(plain.statusCode, 303, 'a quantity the line can hold is taken as typed');
  });

  it('refuses a body over the limit with 413', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/product/2');
    const response = await visitor.post('/qf/en/basket/add', {
      product: '2',
      padding: 'x'.repeat(BODY_LIMIT_BYTES),
    });
    assert.equal(response.statusCode, 413);
    assert.deepEqual(await basketLines(visitor), {});
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/product/2');
    const response = await visitor.post('/qf/en/basket/add', { product: '2' });
    const cookie = response.cookies.find((candidate) => candidate.name === 'sf_session');
    assert.ok(cookie);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Lax');
    assert.equal(cookie.path, '/');
  });
});
