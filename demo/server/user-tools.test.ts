import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SIGNED_IN_SESSION_TTL_MS } from './session.ts';
import { createTestShop, MANY_LOGINS, PU_UI_HEADERS, Visitor } from './test-support.ts';

describe('user tools, login and session expiry', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let clock = Date.UTC(2026, 5, 1);
  before(
    async () => ({ app, close } = await createTestShop({ now: () => clock, attemptLimits: MANY_LOGINS })),
  );
  after(async () => close());

  it('answers the three user-tool regions in the multi-target format', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/cs/product/2');
    await visitor.post('/qf/cs/basket/add', { product: '2', quantity: '2' });
    const response = await visitor.get(
      '/qf/cs/ramjet/include?_pu_target=userLists%2BuserListsRwd%2BuserMenu&updatedCart=1',
      {
        'PU-Request': '1',
      },
    );
    assert.equal(response.statusCode, 200);
    assert.match(
      response.body,
      /^<!--pu:delimiters--><!--pu:widget userLists--><nav id="userLists".*<!--pu:widget userListsRwd--><nav id="userListsRwd".*<!--pu:widget userMenu--><div id="userMenu".*Košík \(2\)/s,
    );
  });

  it('answers one asked region alone and refuses regions that are not user tools', async () => {
    const visitor = new Visitor(app);
    const single = await visitor.get('/qf/en/ramjet/include?_pu_target=userMenu', { 'PU-Request': '1' });
    assert.match(single.body, /^<div id="userMenu"[^>]*>.*<\/div>$/s);
    const foreign = await visitor.get('/qf/en/ramjet/include?_pu_target=content', { 'PU-Request': '1' });
    assert.equal(foreign.statusCode, 400);
  });

  it('logs in, refreshes to the signed-in tools and rotates the session id', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/product/2');
    await visitor.post('/qf/en/basket/add', { product: '2' });
    const anonymousId = visitor.cookies.get('sf_session');
    const login = await visitor.logIn('jana@example.com', 'heslo-demo-1', 'en');
    assert.equal(login.statusCode, 303);
    assert.equal(login.headers.location, '/en/');
    assert.notEqual(visitor.cookies.get('sf_session'), anonymousId);
    const tools = await visitor.get('/qf/en/ramjet/include?_pu_target=userMenu%2BuserLists', {
      'PU-Request': '1',
    });
    assert.match(tools.body, /Signed in as Jana Nováková/);
    assert.match(tools.body, /Basket \(1\)/, 'the basket follows the login');
    assert.match(tools.body, /<a href="\/en\/lists\/1">Obývák \(3\)<\/a>/);
  });

  it('answers a failed login with the form and a message, never saying which part was wrong', async () => {
    const visitor = new Visitor(app);
    const wrongPassword = await visitor.logIn('john@example.com', 'not-the-password', 'en');
    assert.equal(wrongPassword.statusCode, 401);
    assert.match(wrongPassword.body, /role="alert">Wrong e-mail or password\.</);
    const unknownUser = await visitor.logIn('nobody@example.com', 'not-the-password', 'en');
    assert.equal(unknownUser.statusCode, 401);
    assert.ok(!visitor.cookies.has('sf_session'));
  });

  it('answers performLogin when a signed-in region is asked after the session ended', async () => {
    const visitor = new Visitor(app);
    assert.equal((await visitor.logIn('john@example.com', 'demo-password-2', 'en')).statusCode, 303);
    clock += SIGNED_IN_SESSION_TTL_MS + 1;
    const response = await visitor.get('/qf/en/ramjet/include?_pu_target=userLists%2BuserMenu', {
      'PU-Request': '1',
    });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /performLogin/);
    assert.ok(!response.body.includes('pu:delimiters'));
    const lists = await visitor.get('/en/lists?_pu_target=content', PU_UI_HEADERS);
    assert.match(lists.body, /performLogin/);
    // A full page load after expiry is an ordinary anonymous page.
    const page = await visitor.get('/en/');
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Log in to see your shopping lists\./);
  });

  it('keeps an active session alive while it is used', async () => {
    const visitor = new Visitor(app);
    assert.equal((await visitor.logIn('john@example.com', 'demo-password-2', 'en')).statusCode, 303);
    for (let step = 0; step < 3; step += 1) {
      clock += SIGNED_IN_SESSION_TTL_MS - 1000;
      const tools = await visitor.get('/qf/en/ramjet/include?_pu_target=userLists', { 'PU-Request': '1' });
      assert.ok(!tools.body.includes('performLogin'));
      // The signed-in lists region: its title link (an icon from the sprite before the text) and the list.
      assert.match(
        tools.body,
        /<nav id="userLists"[^>]*><a href="\/en\/lists"[^>]*>(<svg.*?<\/svg>)?Shopping lists<\/a><ul>/,
      );
    }
  });

  it('never puts the login address in an ordinary partial-update answer', async () => {
    const anonymous = new Visitor(app);
    const signedIn = new Visitor(app);
    assert.equal((await signedIn.logIn('jana@example.com', 'heslo-demo-1', 'en')).statusCode, 303);
    for (const visitor of [anonymous, signedIn]) {
      for (const url of [
        '/qf/en/ramjet/include?_pu_target=userLists%2BuserListsRwd%2BuserMenu',
        '/en/login?_pu_target=content',
        '/en/?_pu_target=content',
        '/qf/en/ramjet/register?_pu_target=content',
      ]) {
        const response = await visitor.get(url, PU_UI_HEADERS);
        assert.equal(response.statusCode, 200, url);
        assert.ok(!response.body.includes('performLogin'), url);
      }
      const login = await visitor.get('/en/login?_pu_target=content', PU_UI_HEADERS);
      assert.equal(login.headers['pu-redirect'], visitor === anonymous ? '/en/login' : undefined);
    }
  });

  it('sends a failed partial-update login to the login page with the message', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/login');
    const response = await visitor.post(
      '/qf/en/ramjet/performLogin',
      { email: 'john@example.com', password: 'wrong', returnTo: '/en/basket', _pu_target: 'content' },
      { headers: PU_UI_HEADERS },
    );
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['pu-redirect'], '/en/login?failed=1&returnTo=%2Fen%2Fbasket');
    assert.ok(!response.body.includes('performLogin'));
    const page = await visitor.get('/en/login?failed=1&returnTo=%2Fen%2Fbasket');
    assert.equal(page.statusCode, 401);
    assert.match(page.body, /role="alert">Wrong e-mail or password\./);
    assert.match(page.body, /name="returnTo" value="\/en\/basket"/);
  });

  it('sends the session-expiry link (GET of the login address) to the login page', async () => {
    const response = await app.inject({ url: '/qf/de/ramjet/performLogin' });
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/de/login');
  });

  it('refuses a return address on another origin', async () => {
    const visitor = new Visitor(app);
    await visitor.start('/en/login');
    for (const returnTo of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const response = await visitor.post('/qf/en/ramjet/performLogin', {
        email: 'john@example.com',
        password: 'demo-password-2',
        returnTo,
      });
      assert.equal(response.headers.location, '/en/', returnTo);
      await visitor.post('/qf/en/ramjet/logout', {});
      await visitor.start('/en/login');
    }
  });

  it('logs out', async () => {
    const visitor = new Visitor(app);
    assert.equal((await visitor.logIn('john@example.com', 'demo-password-2', 'en')).statusCode, 303);
    assert.match((await visitor.get('/en/')).body, /Signed in as John Smith/);
    const logout = await visitor.post('/qf/en/ramjet/logout', {});
    assert.equal(logout.statusCode, 303);
    const page = await visitor.get('/en/');
    assert.ok(!page.body.includes('Signed in as'));
  });

  it('limits login attempts per address', async () => {
    const limitedShop = await createTestShop({
      attemptLimits: { loginPerAddress: { max: 5, windowMs: 60_000 } },
    });
    after(async () => limitedShop.close());
    const visitor = new Visitor(limitedShop.app);
    await visitor.start('/en/login');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await visitor.post('/qf/en/ramjet/performLogin', { email: 'john@example.com', password: 'x' }))
          .statusCode,
      );
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
    const limited = await visitor.post('/qf/en/ramjet/performLogin', {
      email: 'john@example.com',
      password: 'demo-password-2',
    });
    assert.equal(limited.statusCode, 429);
    assert.match(limited.body, /Too many attempts/);
  });
});
