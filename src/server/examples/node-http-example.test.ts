import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createExampleServer } from './node-http-example.ts';

describe('node:http example server', () => {
  const server = createExampleServer();
  let origin = '';

  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a normal request with the whole page', async () => {
    const response = await fetch(`${origin}/cs/news?page=2`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /^<!doctype html>.*<p>Page 2<\/p>/);
  });

  it('answers a single target with the region HTML and the requested headers', async () => {
    const response = await fetch(`${origin}/cs/news?page=2&_pu_target=content`, {
      headers: { 'PU-Request': '1' },
    });
    assert.equal(response.status, 200);
    assert.equal(await response.text(), '<main id="content" data-pu-container><p>Page 2</p></main>');
    assert.equal(response.headers.get('PU-Requested-Url'), '/cs/news?page=2');
    assert.equal(response.headers.get('PU-Requested-Params'), 'page=2');
    assert.equal(response.headers.get('Vary'), 'PU-Request, PU-UI-Event');
    assert.equal(response.headers.get('PU-Error'), null);
  });

  it('answers several targets with a delimited multi-target body', async () => {
    const response = await fetch(`${origin}/cs/news?_pu_target=content%2BuserMenu`, {
      headers: { 'PU-Request': '1', 'PU-UI-Event': '1' },
    });
    assert.equal(
      await response.text(),
      '<!--pu:delimiters--><!--pu:widget content--><main id="content" data-pu-container><p>Page 1</p></main>' +
        '<!--pu:widget userMenu--><div id="userMenu"></div>',
    );
  });

  it('answers 400 to a malformed target list', async () => {
    const response = await fetch(`${origin}/cs/news?_pu_target=a%2B%2Bb`, { headers: { 'PU-Request': '1' } });
    assert.equal(response.status, 400);
  });

  it('sends PU-Redirect unless the client suppresses redirects', async () => {
    const redirected = await fetch(`${origin}/old-page?_pu_target=content`, {
      headers: { 'PU-Request': '1' },
    });
    assert.equal(redirected.headers.get('PU-Redirect'), '/new-page');
    const suppressed = await fetch(`${origin}/old-page?_pu_target=content&_pu_no_redirect=1`, {
      headers: { 'PU-Request': '1' },
    });
    assert.equal(suppressed.headers.get('PU-Redirect'), null);
    assert.match(await suppressed.text(), /id="content"/);
  });

  it('is shown verbatim in docs/protocol.md', () => {
    const source = readFileSync(new URL('./node-http-example.ts', import.meta.url), 'utf8');
    const code = source
      .slice(source.indexOf('import '))
      .replace("'../index.ts'", "'storefront-elements/server'");
    const protocol = readFileSync(new URL('../../../docs/protocol.md', import.meta.url), 'utf8');
    assert.ok(protocol.includes(code), 'docs/protocol.md must show src/server/examples/node-http-example.ts');
  });
});
