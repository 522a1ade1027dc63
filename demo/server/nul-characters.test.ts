/**
 * A NUL character in a text field (input.ts): no form sends one and PostgreSQL's text refuses it,
 * so it is answered 400 and stored nowhere — on SQLite and PostgreSQL alike (npm test runs both).
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import { useTestShop, Visitor } from './test-support.ts';

/** A value with a NUL somewhere in it (at the start, inside or at the end). */
const withNul = fc
  .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
  .map(([before, after]) => `${before}\0${after}`);

describe('a NUL character in a text field', () => {
  const shop = useTestShop();
  let jana: Visitor;
  before(async () => {
    jana = new Visitor(shop.app);
    await jana.logIn('jana@example.com', 'heslo-demo-1', 'en');
    await jana.start('/en/lists');
  });

  it('is answered 400 in a search, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(withNul, async (words) => {
        const response = await jana.get(`/en/search?q=${encodeURIComponent(words)}`);
        assert.equal(response.statusCode, 400, JSON.stringify(words));
      }),
      { numRuns: 40 },
    );
  });

  it('is answered 400 in a form post and stores nothing: a list name, a registration, an address', async () => {
    const posts: [string, Record<string, string>, string][] = [
      ['/qf/en/lists/create', {}, 'name'],
      [
        '/qf/en/ramjet/register',
        {
          'frm.email': 'nul@example.com',
          'frm.password': 'long-password-1',
          'frm.passwordConfirm': 'long-password-1',
        },
        'frm.name',
      ],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...posts), withNul, async ([url, fields, name], value) => {
        const response = await jana.post(url, { ...fields, [name]: value });
        assert.equal(response.statusCode, 400, `${url} ${name}=${JSON.stringify(value)}`);
      }),
      { numRuns: 40 },
    );
    const lists = await shop.app.shop.db.selectFrom('shopping_lists').select('name').execute();
    assert.ok(
      lists.every(({ name }) => !name.includes('\0')),
      'no list named with a NUL',
    );
    const users = await shop.app.shop.db.selectFrom('users').select('email').execute();
    assert.ok(!users.some(({ email }) => email === 'nul@example.com'), 'nobody registered');
  });
});
