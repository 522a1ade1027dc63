import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LANGUAGES } from '../i18n/languages.ts';
import { translator } from '../i18n/translate.ts';
import { useTestShop } from './test-support.ts';

describe('the category tree and the shopping help', () => {
  const shop = useTestShop();
  const get = async (url: string, cookies: Record<string, string> = {}) => {
    const response = await shop.app.inject({ url, cookies });
    assert.equal(response.statusCode, 200, url);
    return response.body;
  };
  const productIds = (body: string) =>
    [...body.matchAll(/href="\/en\/product\/(\d+)"/g)].map((m) => Number(m[1]));

  it('shows the tree beside a listing: the current category marked, the branches on its path open', async () => {
    const body = await get('/en/category/table-lamps');
    assert.match(
      body,
      /<fg-aside-nav id="categoryTree" cookie-name="fg_category_tree"[^>]*><nav class="fg-aside-nav" aria-label="Categories">/,
    );
    assert.match(
      body,
      /<a class="fg-aside-nav__link" href="\/en\/category\/table-lamps" aria-current="page">Table lamps<\/a>/,
    );
    assert.equal(
      body.match(/class="fg-aside-nav__link"[^>]*aria-current/g)?.length,
      1,
      'one current category',
    );
    assert.match(body, /data-key="lamps" data-open=""/);
    assert.doesNotMatch(body, /data-key="chairs" data-open/);
    assert.match(
      body,
      /<a class="fg-aside-nav__toggle" href="\/en\/category\/chairs"><span class="visually-hidden">Chairs: subcategories<\/span><\/a>/,
    );
  });

  it('opens the branches the visitor left open (the element’s cookie)', async () => {
    const body = await get('/en/category/lamps', { fg_category_tree: 'chairs,kitchen' });
    assert.match(body, /data-key="chairs" data-open=""/);
    assert.match(body, /data-key="lamps" data-open=""/, 'the current category is always open');
    assert.match(body, /data-key="kitchen" data-open=""/);
  });

  it('lists a sub-category’s products; a top category lists the same products as before the tree', async () => {
    const all = productIds(await get('/en/category/lamps?loadedPages=20'));
    assert.equal(all.length, 10);
    assert.ok(
      all.every((id) => (id - 1) % 6 === 0),
      'lamps are every sixth product, as seeded',
    );
    const ceiling = productIds(await get('/en/category/ceiling-lamps?loadedPages=20'));
    const table = productIds(await get('/en/category/table-lamps?loadedPages=20'));
    assert.equal(ceiling.length + table.length, all.length);
    assert.deepEqual(
      [...ceiling, ...table].sort((a, b) => a - b),
      [...all].sort((a, b) => a - b),
    );
  });

  it('keeps the product page’s category the top one', async () => {
    assert.match(await get('/en/product/1'), /href="\/en\/category\/lamps"/);
  });

  for (const lang of LANGUAGES) {
    it(`renders the shopping help with its in-page list in ${lang}`, async () => {
      const t = translator(lang);
      const body = await get(`/${lang}/help`);
      assert.match(body, new RegExp(`<nav class="fg-anchors-list" aria-label="${t('onThisPage')}">`));
      for (const id of ['ordering', 'delivery', 'payment', 'returns', 'warranty']) {
        assert.match(body, new RegExp(`<a class="fg-anchors-list__link" href="#${id}">`), id);
        assert.match(body, new RegExp(`<section id="${id}" class="help-section"`), id);
      }
      assert.doesNotMatch(body, /!!!/);
    });
  }
});
