/**
 * Requests too big to read (oversized-request.ts): an address longer than the shop reads is its
 * error page, 414, in the address's language; a request head longer than Node reads is a short
 * HTML page, 431, in the language of the request line when Node hands it over — never fastify's
 * JSON.
 */
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages.ts';
import { translator } from '../i18n/translate.ts';
import {
  headerOverflowAnswer,
  MAX_ADDRESS_LENGTH,
  MAX_REQUEST_HEAD_BYTES,
  requestLineLanguage,
} from './oversized-request.ts';
import { useTestShop } from './test-support.ts';

/** GET over a real socket (inject skips Node's parser, where the head limit lives). */
function get(port: number, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('requests too big to read', () => {
  const shop = useTestShop();

  it('a 20 000-character search is the shop page "address too long" (414) in each language', async () => {
    const query = 'a'.repeat(20_000);
    for (const lang of LANGUAGES) {
      const response = await shop.app.inject({ method: 'GET', url: `/${lang}/search?q=${query}` });
      assert.equal(response.statusCode, 414, lang);
      assert.match(String(response.headers['content-type']), /^text\/html/, lang);
      assert.ok(response.body.includes(translator(lang)('error.addressTooLong')), lang);
      assert.ok(response.body.includes(`<html lang="${lang}"`), lang);
    }
  });

  it('an address up to the limit is read as before', async () => {
    const path = '/en/search?q=';
    const response = await shop.app.inject({
      method: 'GET',
      url: `${path}${'a'.repeat(MAX_ADDRESS_LENGTH - path.length)}`,
    });
    assert.equal(response.statusCode, 200);
  });

  it('over a socket: 414 for a long address, an HTML 431 in the language of the address beyond the head limit', async () => {
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = shop.app.server.address() as AddressInfo;
    const long = await get(port, `/de/search?q=${'a'.repeat(20_000)}`);
    assert.equal(long.status, 414);
    assert.ok(long.body.includes(translator('de')('error.addressTooLong')));
    // Node hands over the chunk it failed on: the request line when the head came in one piece,
    // else the page is in the default language. Either way a page, in the language it names.
    const huge = await get(port, `/fr/search?q=${'a'.repeat(MAX_REQUEST_HEAD_BYTES)}`);
    assert.equal(huge.status, 431);
    assert.match(huge.type, /^text\/html/);
    const lang = /<html lang="([a-z]{2})">/.exec(huge.body)?.[1];
    assert.ok(lang === 'fr' || lang === DEFAULT_LANGUAGE, huge.body.slice(0, 200));
    assert.ok(huge.body.includes(translator(lang)('error.addressTooLong')));
  });

  it('reads the language of any request line, and the default from anything else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.boolean(), fc.string(), (lang, qf, rest) => {
        const line = `GET ${qf ? '/qf' : ''}/${lang}/search?q=${rest}`;
        assert.equal(requestLineLanguage(line), lang);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (head) => {
        assert.ok(LANGUAGES.includes(requestLineLanguage(head)));
      }),
    );
  });

  it('the overflow answer is a fixed page of the length it states, whatever the head held', () => {
    fc.assert(
      fc.property(fc.string(), (head) => {
        const answer = headerOverflowAnswer(head);
        assert.ok(answer.startsWith('HTTP/1.1 431 '));
        const [, body = ''] = answer.split('\r\n\r\n');
        assert.equal(Buffer.byteLength(body), Number(/Content-Length: (\d+)/.exec(answer)?.[1]));
        assert.ok(!body.includes('<script'));
      }),
    );
  });
});
