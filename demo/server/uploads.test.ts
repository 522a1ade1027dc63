import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import { useTestShop, Visitor } from './test-support.ts';
import { MAX_UPLOAD_BYTES } from './uploads.ts';

const BOUNDARY = '----storefront-upload';
const IMPORT = '/qf/en/lists/1/import';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

function fieldPart(name: string, value: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

function fileHead(name: string, fileName: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`;
}

/** A multipart body: the fields before the file, the file, the fields after it. */
function multipart(
  before: Record<string, string>,
  file?: Buffer,
  behind: Record<string, string> = {},
): Buffer {
  const fields = (entries: Record<string, string>) =>
    Object.entries(entries).map(([name, value]) => fieldPart(name, value));
  return Buffer.concat([
    Buffer.from(fields(before).join('')),
    ...(file ? [Buffer.from(fileHead('linesFile', 'codes.txt')), file, Buffer.from('\r\n')] : []),
    Buffer.from(fields(behind).join('')),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

describe('file uploads (the list import from a text file)', () => {
  const demo = useTestShop({ importItemDelayMs: 0 });
  let jana: Visitor;
  before(async () => {
    jana = new Visitor(demo.app);
    await jana.logIn('jana@example.com', 'heslo-demo-1', 'en');
    await jana.start('/en/lists/1');
  });

  /** Jana's post to the import of her list. */
  function postImport(payload: Buffer | Readable, headers: Record<string, string> = {}) {
    return jana.request({ method: 'POST', url: IMPORT, headers: { ...MULTIPART, ...headers }, payload });
  }

  async function codesInList(): Promise<string[]> {
    const rows = await demo.app.shop.db
      .selectFrom('shopping_list_items')
      .innerJoin('products', 'products.id', 'shopping_list_items.product_id')
      .select('products.code')
      .where('list_id', '=', 1)
      .orderBy('products.code')
      .execute();
    return rows.map((row) => row.code);
  }

  it('imports the typed lines and the lines of the uploaded file, read after the CSRF check', async () => {
    const response = await postImport(
      multipart({ _csrf: jana.csrfToken, lines: 'SF-0040' }, Buffer.from('\uFEFFSF-0041\r\nSF-0042\n'), {
        submit: 'import',
      }),
    );
    assert.equal(response.statusCode, 303);
    const codes = await codesInList();
    for (const code of ['SF-0040', 'SF-0041', 'SF-0042']) assert.ok(codes.includes(code), code);
  });

  it('takes the token from the csrf header the page’s script sends', async () => {
    const response = await postImport(multipart({}, Buffer.from('SF-0043\n')), {
      'x-csrf-token': jana.csrfToken,
    });
    assert.equal(response.statusCode, 303);
    assert.ok((await codesInList()).includes('SF-0043'));
  });

  it('refuses an upload without the token with 403 and leaves the file unread', async () => {
    const codes = await codesInList();
    const chunks = 256;
    let pulled = 0;
    async function* body() {
      yield Buffer.from(fieldPart('lines', 'SF-0050') + fileHead('linesFile', 'codes.txt'));
      for (let chunk = 0; chunk < chunks; chunk += 1) {
        pulled += 1;
        yield Buffer.from('SF-0051\n'.repeat(512));
      }
      yield Buffer.from(`\r\n${fieldPart('_csrf', jana.csrfToken)}--${BOUNDARY}--\r\n`);
    }
    const response = await postImport(Readable.from(body()));
    assert.equal(response.statusCode, 403, 'a token after the file comes too late');
    assert.match(response.body, /The form has expired/);
    assert.equal(response.headers.connection, 'close', 'the rest of the upload is not read');
    assert.ok(pulled < chunks / 4, `only what the parser buffers was pulled: ${pulled} of ${chunks} chunks`);
    assert.deepEqual(await codesInList(), codes, 'nothing imported');
  });

  it('refuses a file over the limit with 413 and imports nothing', async () => {
    const codes = await codesInList();
    const response = await postImport(
      multipart({ _csrf: jana.csrfToken }, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'SF-0052\n')),
    );
    assert.equal(response.statusCode, 413);
    assert.deepEqual(await codesInList(), codes);
  });

  it('refuses a file that is not UTF-8 text with 400 and imports nothing', async () => {
    const codes = await codesInList();
    const response = await postImport(
      multipart({ _csrf: jana.csrfToken }, Buffer.from([0x53, 0x46, 0xff, 0xfe, 0x0a])),
    );
    assert.equal(response.statusCode, 400);
    assert.match(response.body, /Nothing was changed/);
    assert.deepEqual(await codesInList(), codes);
  });

  it('refuses multipart on a route that takes no files with 415, and nothing changes', async () => {
    const visitor = new Visitor(demo.app);
    await visitor.start('/en/product/2');
    const response = await visitor.request({
      method: 'POST',
      url: '/qf/en/basket/add',
      headers: MULTIPART,
      payload: multipart({ _csrf: visitor.csrfToken, product: '2' }),
    });
    assert.equal(response.statusCode, 415);
    assert.match(response.body, /Nothing was changed/);
    assert.match((await visitor.get('/en/basket')).body, /Basket \(0\)/);
  });

  it('refuses an upload of a visitor without a CSRF secret before parsing its body, malformed or not', async () => {
    for (const body of [
      multipart({ _csrf: 'guessed' }, Buffer.from('SF-0053\n')),
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\nx`),
      Buffer.from('not multipart at all'),
    ]) {
      for (const headers of [MULTIPART, { 'content-type': 'multipart/form-data' }]) {
        // A fresh visitor each time: the refusal's page gives the visitor a secret.
        const stranger = new Visitor(demo.app);
        const response = await stranger.request({ method: 'POST', url: IMPORT, headers, payload: body });
        assert.equal(response.statusCode, 403, `${headers['content-type']}: ${body.toString().slice(0, 40)}`);
        assert.equal(response.headers.connection, 'close', 'its body is left unread');
      }
    }
  });

  it('checks a token sent in the header before parsing anything of the body', async () => {
    const response = await postImport(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: broken`), {
      'x-csrf-token': 'not-the-token',
    });
    assert.equal(response.statusCode, 403, 'the wrong token, not the broken body, is what is answered');
  });

  it('answers a malformed multipart body 4xx, never 500, and imports nothing', async () => {
    const valid = multipart({ _csrf: jana.csrfToken, lines: 'SF-0054' }, Buffer.from('SF-0055\n'));
    /** A valid upload cut short, with bytes changed or inserted, or under a content type without its boundary. */
    const malformed = fc.oneof(
      fc
        .integer({ min: 1, max: valid.length - 1 })
        .map((end) => ({ body: valid.subarray(0, end), type: MULTIPART })),
      fc
        .tuple(fc.integer({ min: 0, max: valid.length - 1 }), fc.uint8Array({ minLength: 1, maxLength: 8 }))
        .map(([at, bytes]) => ({
          body: Buffer.concat([valid.subarray(0, at), Buffer.from(bytes), valid.subarray(at + bytes.length)]),
          type: MULTIPART,
        })),
      fc.constantFrom(
        { body: valid, type: { 'content-type': 'multipart/form-data' } },
        { body: valid, type: { 'content-type': 'multipart/form-data; boundary=' } },
        { body: valid, type: { 'content-type': 'multipart/form-data; boundary="unclosed' } },
        { body: Buffer.from(`--${BOUNDARY}\r\n\r\n\r\n--${BOUNDARY}--\r\n`), type: MULTIPART },
        {
          body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n`),
          type: MULTIPART,
        },
      ),
    );
    await fc.assert(
      fc.asyncProperty(malformed, fc.boolean(), async ({ body, type }, inHeader) => {
        const before = await codesInList();
        const response = await postImport(body, {
          ...type,
          ...(inHeader ? { 'x-csrf-token': jana.csrfToken } : {}),
        });
        const what = `${response.statusCode} for ${JSON.stringify(body.toString('latin1'))}`;
        // A change that left the upload well-formed (a byte of a code) may import what it now says.
        assert.ok(response.statusCode < 500 && response.statusCode !== 200, what);
        if (response.statusCode >= 400)
          assert.deepEqual(await codesInList(), before, `nothing imported: ${what}`);
      }),
      { numRuns: 300, plugins: [fc.timeout(5000)] },
    );
  });
});
