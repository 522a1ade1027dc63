import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { addToListInPlace, createTestShop, PU_UI_HEADERS, signedInJana, Visitor } from './test-support.ts';

/** The flash messages of a page as `type: text`, in order. */
function flashes(body: string): string[] {
  const fragment = /<fg-system id="messages"[^>]*><ul>(.*?)<\/ul><\/fg-system>/.exec(body)?.[1] ?? '';
  return [...fragment.matchAll(/<li data-type="(\w+)">(.*?)<\/li>/g)].map(
    ([, type, text]) => `${type}: ${text}`,
  );
}

describe('flash messages', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  it('greets after a plain login on the page it returns to, once', async () => {
    const visitor = new Visitor(app);
    const login = await visitor.logIn('jana@example.com', 'heslo-demo-1', 'en');
    assert.equal(login.statusCode, 303);
    const home = await visitor.get(String(login.headers.location));
    assert.deepEqual(flashes(home.body), ['success: Welcome back, Jana Nováková: you are logged in.']);
    assert.deepEqual(flashes((await visitor.get('/en/')).body), []);
  });

  it('says goodbye after logging out, in a fresh anonymous session', async () => {
    const visitor = await signedInJana(app);
    const before = visitor.cookies.get('sf_session');
    const logout = await visitor.post('/qf/en/ramjet/logout', {});
    assert.equal(logout.statusCode, 303);
    assert.notEqual(visitor.cookies.get('sf_session'), before, 'a new session id');
    const home = await visitor.get('/en/');
    assert.deepEqual(flashes(home.body), ['info: You have been logged out.']);
    assert.match(home.body, /href="\/en\/login"/, 'signed out');
  });

  it('waits through a PU-Redirect and a background refresh, and shows on the page the visitor lands on', async () => {
    const visitor = await signedInJana(app);
    const created = await visitor.post(
      '/qf/en/lists/create',
      { name: 'Garden', _pu_target: 'content' },
      { headers: PU_UI_HEADERS },
    );
    const location = String(created.headers['pu-redirect']);
    assert.match(location, /^\/en\/lists\/\d+$/);
    assert.deepEqual(flashes(created.body), [], 'the redirecting answer is never shown: it keeps the flash');
    const refresh = await visitor.get(`${location}?_pu_target=content`, { 'PU-Request': '1' });
    assert.deepEqual(flashes(refresh.body), [], 'a background refresh leaves the messages out');
    const landed = await visitor.get(location);
    assert.deepEqual(flashes(landed.body), ['success: The list Garden was created.']);
    assert.deepEqual(flashes((await visitor.get(location)).body), []);
  });

  it('shows in a partial update of the content that a visitor started', async () => {
    const visitor = await signedInJana(app);
    await visitor.start('/en/product/12');
    const added = await addToListInPlace(visitor, { product: '12', listId: '1' });
    assert.equal(added.statusCode, 200);
    assert.equal(added.headers['pu-redirect'], undefined, 'an existing list: the answer is shown in place');
    assert.equal(flashes(added.body).length, 1);
    assert.match(flashes(added.body)[0] ?? '', /^success: .+ was added to the list Obývák\.$/);
  });
});
