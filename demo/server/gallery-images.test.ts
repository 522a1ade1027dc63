import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { galleryImageCount } from '../db/product-images.ts';
import { createTestShop } from './test-support.ts';

describe('product gallery images and the inspiration page', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  it('seeds three to eight images per product and renders them as gallery links on the product page', async () => {
    assert.equal(galleryImageCount(1), 8);
    const body = (await app.inject({ url: '/cs/product/1' })).body;
    assert.equal([...body.matchAll(/data-gallery-item/g)].length, 8);
    assert.match(body, /<fg-gallery id="gallery-1"/);
    assert.match(body, /href="\/images\/product\/1\/gallery\/8\/1200\.svg"/);
  });

  it('draws each image at 160, 600 and 1200 px and refuses other widths and positions', async () => {
    for (const width of [160, 600, 1200]) {
      const response = await app.inject({ url: `/images/product/1/gallery/2/${width}.svg` });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'image/svg+xml');
      assert.match(response.body, new RegExp(`width="${width}" height="${(width * 3) / 4}"`));
    }
    assert.equal((await app.inject({ url: '/images/product/1/gallery/2/999.svg' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/images/product/1/gallery/9/600.svg' })).statusCode, 404);
  });

  it('shows eight inspiration tiles, the rest hidden behind a link to all of them', async () => {
    const body = (await app.inject({ url: '/cs/inspiration' })).body;
    assert.equal([...body.matchAll(/data-gallery-item/g)].length, 30);
    assert.equal([...body.matchAll(/<li class="fg-gallery-grid__item" hidden/g)].length, 22);
    assert.match(body, /href="\/cs\/inspiration\?all=1">Zobrazit další \(22\)</);
    const all = (await app.inject({ url: '/cs/inspiration?all=1' })).body;
    assert.equal([...all.matchAll(/ hidden/g)].length, 0);
  });
});
