/**
 * The shop's search: a text finds products by name and code, and the products of the categories it
 * names in the shopper's language — against the real database (SQLite here, PostgreSQL in its suite).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { countSearchResults, everyCategory } from '../db/queries/catalogue.ts';
import { categoryTitle } from '../i18n/category-title.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { translator } from '../i18n/translate.ts';
import { searchQuery } from './search-query.ts';
import { createTestShop } from './test-support.ts';

/** The result count a search page states. */
function statedTotal(body: string): number {
  const found = /<p>(\d+) [^<]*[“„«]/u.exec(body);
  return Number(found?.[1] ?? Number.NaN);
}

describe('search by name, code and category', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  it('"lamp" finds the lamps, whose names are models, in any letter case and with or without accents', async () => {
    const { db } = app.shop;
    const lampsId = (await app.shop.catalogue.category('lamps'))?.id;
    const lamps = await db
      .selectFrom('products')
      .select('id')
      .where('category_id', '=', Number(lampsId))
      .execute();
    assert.ok(lamps.length > 0);
    for (const url of [
      '/en/search?q=lamp',
      '/en/search?q=LAMP',
      '/es/search?q=lampara',
      '/cs/search?q=lampy',
    ]) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      const ids = [
        ...response.body.matchAll(/href="\/\w\w\/product\/(\d+)" class="product-card__link"/g),
      ].map((match) => Number(match[1]));
      assert.ok(ids.length > 0, url);
      assert.ok(
        ids.every((id) => lamps.some((lamp) => lamp.id === id)),
        `${url}: only lamps`,
      );
      assert.equal(statedTotal(response.body), lamps.length, `${url}: every lamp`);
    }
    // The suggestions of the search field name lamps too.
    const suggest = (await app.inject({ url: '/en/search/suggest?q=lamp' })).json() as {
      suggestions: { url: string }[];
    };
    assert.ok(suggest.suggestions.length > 0);
    for (const { url } of suggest.suggestions) {
      assert.ok(
        lamps.some((lamp) => url === `/en/product/${lamp.id}`),
        url,
      );
    }
  });

  it('finds what a model of the rule finds, for any text: wildcards, letter case, accents, other scripts', async () => {
    const { db, catalogue } = app.shop;
    const tree = await catalogue.tree();
    const products = await db
      .selectFrom('products')
      .select(['id', 'name', 'code', 'category_id', 'subcategory_id'])
      .execute();
    const letters = [...'aAeElLmMpPsSfFkKhHuUyY0123-  %_\\ěĚáÁлЛ'];
    const text = fc
      .array(fc.constantFrom(...letters), { maxLength: 6 })
      .map((characters) => characters.join('').trim());
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom(...LANGUAGES), async (searched, lang) => {
        const t = translator(lang);
        const search = searchQuery(searched, tree, t, lang);
        // The categories named: those whose shown name holds the text, ignoring case and accents.
        const fold = (value: string) =>
          value
            .normalize('NFD')
            .replace(/\p{Mn}/gu, '')
            .toLocaleLowerCase(lang);
        const named = everyCategory(tree).filter(
          (category) => searched !== '' && fold(categoryTitle(t, category.slug)).includes(fold(searched)),
        );
        assert.deepEqual([...search.categoryIds].sort(), named.map((category) => category.id).sort());
        // The products: name or code holding the text as typed (ASCII letter case aside), or in a named category.
        const holds = (value: string) => value.toLowerCase().includes(searched.toLowerCase());
        const ids = new Set(search.categoryIds);
        const expected = products.filter(
          (product) =>
            holds(product.name) ||
            holds(product.code) ||
            ids.has(product.category_id) ||
            (product.subcategory_id !== null && ids.has(product.subcategory_id)),
        );
        assert.equal(
          await countSearchResults(db, search),
          expected.length,
          JSON.stringify({ searched, lang }),
        );
      }),
      { numRuns: 150 },
    );
  });
});
