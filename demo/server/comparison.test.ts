import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DIFFERENT_ONLY_COOKIE } from './routes/comparison.tsx';
import { createTestShop, Visitor } from './test-support.ts';

describe('product comparison', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  async function comparing(...ids: string[]): Promise<Visitor> {
    const visitor = new Visitor(app);
    await visitor.start('/en/product/1');
    for (const id of ids)
      assert.equal((await visitor.post('/qf/en/comparison/add', { product: id })).statusCode, 303);
    return visitor;
  }

  it('shows the compared products side by side with every parameter row', async () => {
    const visitor = await comparing('1', '7');
    const page = await visitor.get('/en/comparison');
    assert.equal((page.body.match(/<th scope="col">/g) ?? []).length, 2);
    assert.match(page.body, /<th scope="row">Width<\/th>/);
    assert.ok(!/<tr[^>]*hidden/.test(page.body), 'nothing hidden without the cookie');
  });

  it('hides equal rows on a full load when the cookie asks for different lines only', async () => {
    const visitor = await comparing('1', '7');
    visitor.cookies.set(DIFFERENT_ONLY_COOKIE, 'true');
    const page = await visitor.get('/en/comparison');
    assert.match(page.body, /<table id="comparisonTable" class="comparison comparison--different-only">/);
    assert.match(page.body, /<input type="checkbox" id="comparison-different-only"[^>]*checked=""/);
    const equalRows = page.body.match(/<tr [^>]*data-same-values=""[^>]*>/g) ?? [];
    assert.ok(equalRows.length > 0, 'the seed has equal rows (warranty, energy class)');
    for (const row of equalRows) assert.match(row, /hidden=""/);
  });

  it('sets the cookie for 7 days on path / from the no-script toggle', async () => {
    const visitor = await comparing('1');
    const response = await visitor.post('/qf/en/comparison/different-only', { differentOnly: 'true' });
    assert.equal(response.statusCode, 303);
    const cookie = response.cookies.find((candidate) => candidate.name === DIFFERENT_ONLY_COOKIE);
    assert.ok(cookie);
    assert.equal(cookie.value, 'true');
    assert.equal(cookie.maxAge, 7 * 86_400);
    assert.equal(cookie.path, '/');
    assert.equal(cookie.httpOnly, undefined, 'the client script reads and writes it');
    const off = await visitor.post('/qf/en/comparison/different-only', {});
    assert.equal(off.cookies.find((candidate) => candidate.name === DIFFERENT_ONLY_COOKIE)?.value, 'false');
  });

  it('keeps at most four products, dropping the oldest', async () => {
    const visitor = await comparing('1', '7', '13', '19', '25');
    const page = await visitor.get('/en/comparison');
    const compared = [...page.body.matchAll(/<th scope="col"><a href="\/en\/product\/(\d+)"/g)].map(
      (match) => match[1],
    );
    assert.deepEqual(compared, ['7', '13', '19', '25']);
  });

  it('refuses unknown products', async () => {
    const visitor = await comparing();
    assert.equal((await visitor.post('/qf/en/comparison/add', { product: '4242' })).statusCode, 404);
  });
});
