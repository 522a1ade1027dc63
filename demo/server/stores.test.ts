import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LANGUAGES } from '../i18n/languages.ts';
import { translator } from '../i18n/translate.ts';
import { useTestShop } from './test-support.ts';

describe('the stores page and its map tiles', () => {
  const shop = useTestShop();

  it('lists the four stores with their coordinates inside fg-map-pointer, in every language', async () => {
    for (const lang of LANGUAGES) {
      const response = await shop.app.inject({ url: `/${lang}/stores` });
      assert.equal(response.statusCode, 200, lang);
      assert.match(response.body, new RegExp(`<h1>${translator(lang)('storesMap.title')}</h1>`), lang);
      assert.match(response.body, /<fg-map-pointer id="storeMap" tiles="\/tiles\/\{z\}\/\{x\}\/\{y\}\.png"/);
      assert.equal(response.body.match(/data-store-id="/g)?.length, 4, lang);
      assert.match(response.body, /data-store-id="1" data-lat="50.0815" data-lng="14.4276"/);
      assert.match(response.body, /<span data-store-hours="">9:00–20:00<\/span>/);
    }
  });

  it('draws a 256 × 256 PNG tile, cached for a day', async () => {
    const response = await shop.app.inject({ url: '/tiles/7/69/43.png' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/png');
    assert.match(String(response.headers['cache-control']), /max-age=86400/);
    const png = response.rawPayload;
    assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);
    assert.equal(png.readUInt32BE(16), 256);
    assert.equal(png.readUInt32BE(20), 256);
  });

  it('answers 404 for a tile that does not exist', async () => {
    for (const path of [
      '/tiles/13/0/0.png',
      '/tiles/2/4/0.png',
      '/tiles/1/-1/0.png',
      '/tiles/a/0/0.png',
      '/tiles/1/0/0.jpg',
    ]) {
      const response = await shop.app.inject({ url: path });
      assert.equal(response.statusCode, 404, path);
    }
  });
});
