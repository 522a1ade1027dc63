import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTestShop, PU_UI_HEADERS } from './test-support.ts';

const ASKED = '/cs/category/lamps?_pu_target=productList%2BuserMenu';
const STREAMED =
  /^<!--pu:delimiters--><!--pu:widget productList--><div id="productList".*<!--pu:end--><!--pu:widget userMenu--><div id="userMenu".*<!--pu:end-->$/s;

describe('a streamed multi-target answer of the demo', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  it('is written part by part, each part closed, with no length given', async () => {
    const response = await app.inject({ url: ASKED, headers: PU_UI_HEADERS });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-length'], undefined);
    assert.match(response.body, STREAMED);
  });

  it('is compressed by itself when the browser takes gzip, and says so to caches', async () => {
    const response = await app.inject({
      url: ASKED,
      headers: { ...PU_UI_HEADERS, 'accept-encoding': 'gzip' },
    });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.match(String(response.headers.vary), /PU-Request.*Accept-Encoding/);
    assert.match(gunzipSync(response.rawPayload).toString('utf8'), STREAMED);
  });
});
