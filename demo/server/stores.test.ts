import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LANGUAGES } from '../i18n/languages.ts';
import { translator } from '../i18n/translate.ts';
import { POSTER_SIZE } from './map-poster.ts';
import { useTestShop } from './test-support.ts';

/** The poster's address on the stores page. */
const POSTER_ADDRESS = /<img class="fg-map-pointer__poster" src="(\/tiles\/poster\/\d+\/\d+\/\d+\.png)"/;

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

  it('shows the map’s poster in the frame from the first paint: an image at high priority, decorative, of the poster’s size', async () => {
    const response = await shop.app.inject({ url: '/en/stores' });
    const src = response.body.match(POSTER_ADDRESS)?.[1];
    assert.ok(src, 'a poster img in the map frame');
    assert.match(response.body, new RegExp(`<fg-map-pointer id="storeMap"[^>]* poster="${src}"`));
    const img = response.body.match(/<img class="fg-map-pointer__poster"[^>]*>/)?.[0] ?? '';
    assert.match(img, /alt=""/);
    assert.match(img, new RegExp(`width="${POSTER_SIZE.width}" height="${POSTER_SIZE.height}"`));
    assert.match(img, /fetchpriority="high"/i);
    assert.match(img, /decoding="async"/);
  });

  it('draws the poster the page names: an 800 × 600 PNG, cached for a day', async () => {
    const page = await shop.app.inject({ url: '/en/stores' });
    const response = await shop.app.inject({ url: page.body.match(POSTER_ADDRESS)?.[1] ?? '' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/png');
    assert.match(String(response.headers['cache-control']), /max-age=86400/);
    const png = response.rawPayload;
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.equal(png.readUInt32BE(16), 800);
    assert.equal(png.readUInt32BE(20), 600);
  });

  it('answers 404 for a poster of a view that does not exist', async () => {
    for (const path of [
      '/tiles/poster/13/0/0.png',
      '/tiles/poster/0/256/0.png',
      '/tiles/poster/6/0/16384.png',
      '/tiles/poster/6/-1/0.png',
      '/tiles/poster/6/1e3/0.png',
      '/tiles/poster/6/1.5/0.png',
      '/tiles/poster/a/0/0.png',
      '/tiles/poster/6/0/0.jpg',
      '/tiles/poster/6/0.png',
    ]) {
      const response = await shop.app.inject({ url: path });
      assert.equal(response.statusCode, 404, path);
    }
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
