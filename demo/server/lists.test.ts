import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { addToListInPlace, createTestShop, PU_UI_HEADERS, signedInJana, Visitor } from './test-support.ts';

describe('shopping lists', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  it('sends anonymous visitors to the login page', async () => {
    const page = await app.inject({ url: '/en/lists' });
    assert.equal(page.statusCode, 303);
    assert.equal(page.headers.location, '/en/login');
    const partial = await app.inject({ url: '/en/lists?_pu_target=content', headers: PU_UI_HEADERS });
    assert.equal(partial.headers['pu-redirect'], '/en/login');
    assert.ok(!partial.body.includes('performLogin'));
  });

  it('creates a list and answers PU-Redirect to its detail', async () => {
    const visitor = await signedInJana(app);
    const response = await visitor.post(
      '/qf/en/lists/create',
      { name: 'Garden <b>party</b>', _pu_target: 'content' },
      { headers: PU_UI_HEADERS },
    );
    assert.equal(response.statusCode, 200);
    const location = String(response.headers['pu-redirect']);
    assert.match(location, /^\/en\/lists\/\d+$/);
    const detail = await visitor.get(location);
    assert.equal(detail.statusCode, 200);
    assert.ok(detail.body.includes('<h1>Garden &lt;b&gt;party&lt;/b&gt;</h1>'));
  });

  it('creates a list with a plain form post and redirects (303) to its detail', async () => {
    const visitor = await signedInJana(app);
    const response = await visitor.post('/qf/en/lists/create', { name: 'Kitchen' });
    assert.equal(response.statusCode, 303);
    assert.match(String(response.headers.location), /^\/en\/lists\/\d+$/);
  });

  it('refuses an empty list name and creates nothing', async () => {
    const visitor = await signedInJana(app);
    const before = (await visitor.get('/en/lists')).body.match(/<li><a href="\/en\/lists\/\d+"/g)?.length;
    const response = await visitor.post('/qf/en/lists/create', { name: '   ' });
    assert.equal(response.statusCode, 422);
    assert.match(response.body, /class="field-error">Fill in this field\./);
    assert.equal(
      (await visitor.get('/en/lists')).body.match(/<li><a href="\/en\/lists\/\d+"/g)?.length,
      before,
    );
  });

  it('adds and removes items and refreshes the list widgets', async () => {
    const visitor = await signedInJana(app);
    await visitor.start('/en/product/30');
    const added = await addToListInPlace(visitor, { product: '30', listId: '1' });
    assert.equal(added.statusCode, 200);
    assert.match(added.body, /<!--pu:widget userLists--><nav id="userLists".*Obývák \(4\)/s);
    const removed = await visitor.post('/qf/en/lists/remove-item', { list: '1', product: '30' });
    assert.equal(removed.statusCode, 303);
    assert.match((await visitor.get('/en/lists/1')).body, /<ul class="list-items">(<li>.*?<\/li>){3}<\/ul>/);
  });

  it("does not show or change another user's list", async () => {
    const visitor = new Visitor(app);
    assert.equal((await visitor.logIn('john@example.com', 'demo-password-2', 'en')).statusCode, 303);
    assert.equal((await visitor.get('/en/lists/1')).statusCode, 404);
    await visitor.start('/en/product/2');
    assert.equal((await visitor.post('/qf/en/lists/add', { product: '2', listId: '1' })).statusCode, 400);
    assert.equal(
      (await visitor.post('/qf/en/lists/remove-item', { product: '1', list: '1' })).statusCode,
      404,
    );
    const owner = await signedInJana(app);
    assert.match((await owner.get('/en/lists/1')).body, /<ul class="list-items">(<li>.*?<\/li>){3}<\/ul>/);
  });

  it('answers 404 for malformed list ids', async () => {
    const visitor = await signedInJana(app);
    for (const id of ['0', 'abc', '1e3', '99999'])
      assert.equal((await visitor.get(`/en/lists/${id}`)).statusCode, 404, id);
  });

  it('creates a named list from <fg-my-list> with the product in it and sends the visitor there', async () => {
    const visitor = await signedInJana(app);
    await visitor.start('/en/product/12');
    const created = await addToListInPlace(visitor, {
      product: '12',
      createList: '1',
      newListName: ' Terrace ',
    });
    const location = String(created.headers['pu-redirect']);
    assert.match(location, /^\/en\/lists\/\d+$/);
    const detail = await visitor.get(location);
    assert.match(detail.body, /<h1>Terrace<\/h1>/);
    assert.match(detail.body, /<ul class="list-items"><li><a href="\/en\/product\/12">/);
    assert.match(detail.body, /<li data-type="success">The list Terrace was created with .+ in it\.<\/li>/);
    const plain = await visitor.post('/qf/en/lists/add', { product: '12', listId: 'new' });
    assert.equal(plain.statusCode, 303, 'the plain form: a list named after the product');
    assert.equal(
      (await visitor.post('/qf/en/lists/add', { product: '12', createList: '1', newListName: '  ' }))
        .statusCode,
      400,
    );
  });

  it('shows an anonymous visitor a login link instead of the list menu on a product page', async () => {
    const anonymous = await app.inject({ url: '/en/product/12' });
    assert.match(anonymous.body, /<a href="\/en\/login\?returnTo=%2Fen%2Fproduct%2F12">Log in to add/);
    assert.ok(!anonymous.body.includes('<fg-my-list'));
    const visitor = await signedInJana(app);
    const page = await visitor.get('/en/product/12');
    assert.match(
      page.body,
      /<fg-my-list id="myList-12" pu-url="\/qf\/en\/lists\/add" pu-target="content\+userLists\+userListsRwd" pu-event-name="addToList" data-optimistic="template:list-added-12 #list-note-12">/,
    );
    assert.match(page.body, /<option value="1" data-list-id="1">Obývák<\/option>/);
    // What the menu and the plain form show at once (docs/optimistic.md), until the answer.
    assert.match(page.body, /<template id="list-added-12">Added to your list\.<\/template>/);
  });
});
