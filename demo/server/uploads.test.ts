import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { before, describe, it } from 'node:test';
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
});
