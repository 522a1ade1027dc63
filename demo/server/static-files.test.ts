import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { CONTENT_HASHED_CACHE, HOUR_CACHE, REVALIDATED_CACHE, registerStaticFiles } from './static-files.ts';

describe('static files and their cache lifetimes', () => {
  let app: FastifyInstance;
  let dir: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-files-'));
    const publicDir = join(dir, 'public');
    const distDir = join(dir, 'dist');
    mkdirSync(publicDir);
    mkdirSync(join(distDir, 'chunks'), { recursive: true });
    writeFileSync(join(publicDir, 'shop.css'), 'body{margin:0}');
    writeFileSync(join(distDir, 'storefront-elements.js'), 'import("./chunks/a-1b2c3d.js");');
    writeFileSync(join(distDir, 'chunks', 'a-1b2c3d.js'), 'export default 1;');
    app = Fastify();
    await registerStaticFiles(app, { publicDir, distDir });
  });

  after(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps content-hashed chunks for a year, unchanged', async () => {
    const response = await app.inject({ url: '/assets/chunks/a-1b2c3d.js' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], CONTENT_HASHED_CACHE);
  });

  it('asks for the library entry again on every use, and answers 304 while it is unchanged', async () => {
    const first = await app.inject({ url: '/assets/storefront-elements.js' });
    assert.equal(first.headers['cache-control'], REVALIDATED_CACHE);
    const etag = String(first.headers.etag);
    const again = await app.inject({
      url: '/assets/storefront-elements.js',
      headers: { 'if-none-match': etag },
    });
    assert.equal(again.statusCode, 304);
  });

  it('keeps the stylesheets and icons an hour', async () => {
    const response = await app.inject({ url: '/static/shop.css' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], HOUR_CACHE);
  });

  it('answers 404 for a missing file and for a path out of its folder', async () => {
    for (const url of [
      '/static/none.css',
      '/assets/chunks/none.js',
      '/static/../dist/storefront-elements.js',
    ])
      assert.equal((await app.inject({ url })).statusCode, 404, url);
  });
});
