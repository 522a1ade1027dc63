/**
 * Paths that start with several slashes (`//`, `///cs///`) are paths of this shop, not addresses
 * of another host: the page that renders them must never read them as one (render.tsx
 * `pathAndQuery`). They are answered 404 like any unknown path, as full pages and as partial
 * updates, never 500.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { PU_UI_HEADERS, useTestShop } from './test-support.ts';

/** The reported shapes: a bare authority, an empty host, userinfo and port markers, empty segments. */
const REPORTED = ['//', '///', '//@', '//:', '///cs///', '//cs/', '//@/cs', '//:80', '//[', '//%2F'] as const;

/** Characters that mean something to a URL parser at the start of an address. */
const pathCharacter = fc.constantFrom(...'/\\@:?#[]%.a'.split(''), 'cs', '80', '%2F', '%40', ' ');
const slashPath = fc
  .tuple(fc.integer({ min: 2, max: 4 }), fc.array(pathCharacter, { maxLength: 8 }))
  .map(([slashes, rest]) => `${'/'.repeat(slashes)}${rest.join('').replaceAll(' ', '%20')}`);

describe('paths starting with several slashes', () => {
  const shop = useTestShop();

  for (const path of REPORTED) {
    it(`answers GET ${path} 404, as a page and as a partial update`, async () => {
      const page = await shop.app.inject({ method: 'GET', url: path });
      assert.equal(page.statusCode, 404, `page ${path}`);
      const partial = await shop.app.inject({
        method: 'GET',
        url: `${path}${path.includes('?') ? '&' : '?'}_pu_target=content`,
        headers: PU_UI_HEADERS,
      });
      assert.equal(partial.statusCode, 404, `partial update ${path}`);
    });
  }

  it('names no other host in the 404 page of //evil.example/x, nor in its partial update', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '//evil.example/x?q=1' });
    assert.equal(page.statusCode, 404);
    assert.doesNotMatch(
      page.body,
      /["'](?:\/\/|\\\\)evil\.example/,
      'no link, form or return path to another host',
    );
    const partial = await shop.app.inject({
      method: 'GET',
      url: '//evil.example/x?q=1&_pu_target=content',
      headers: PU_UI_HEADERS,
    });
    assert.equal(partial.statusCode, 404);
    assert.equal(partial.headers['pu-requested-url'], '/evil.example/x?q=1');
  });

  it('answers no generated slash path with a server error', async () => {
    await fc.assert(
      fc.asyncProperty(slashPath, fc.boolean(), async (path, partial) => {
        const response = await shop.app.inject({
          method: 'GET',
          url: partial ? `${path}${path.includes('?') ? '&' : '?'}_pu_target=content` : path,
          ...(partial ? { headers: PU_UI_HEADERS } : {}),
        });
        assert.ok(response.statusCode < 500, `${path}: ${response.statusCode}`);
      }),
      { numRuns: 300, plugins: [fc.timeout(5000)] },
    );
  });
});
