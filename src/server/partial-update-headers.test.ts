import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { partialUpdateHeaders } from './partial-update-headers.ts';
import { PartialUpdateResponseError } from './partial-update-response-error.ts';

function assertResponseError(run: () => unknown): void {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof PartialUpdateResponseError);
    assert.equal(error.name, 'PartialUpdateResponseError');
    return true;
  });
}

describe('partialUpdateHeaders', () => {
  it('gives no header when nothing is asked for', () => {
    assert.deepEqual(partialUpdateHeaders({}), {});
    assert.deepEqual(partialUpdateHeaders({ error: false }), {});
  });

  it('flags an error answer with PU-Error: 1', () => {
    assert.deepEqual(partialUpdateHeaders({ error: true }), { 'PU-Error': '1' });
  });

  it('sends the requested URL as a same-origin path', () => {
    assert.deepEqual(partialUpdateHeaders({ requestedUrl: '/cs/kategorie?page=2' }), {
      'PU-Requested-Url': '/cs/kategorie?page=2',
    });
  });

  it('sends requested parameters from a record as a query string', () => {
    assert.deepEqual(
      partialUpdateHeaders({ requestedParams: { page: '2', tag: ['a b', 'č'], skip: undefined } }),
      {
        'PU-Requested-Params': 'page=2&tag=a+b&tag=%C4%8D',
      },
    );
  });

  it('sends requested parameters from URLSearchParams as a query string', () => {
    assert.deepEqual(partialUpdateHeaders({ requestedParams: new URLSearchParams({ 'frm.q': 'x&y' }) }), {
      'PU-Requested-Params': 'frm.q=x%26y',
    });
  });

  it('drops the _pu_* markers from the requested URL and parameters', () => {
    assert.deepEqual(
      partialUpdateHeaders({
        requestedUrl: '/cs/news?page=2&_pu_target=content&_pu_history=1',
        requestedParams: new URLSearchParams('page=2&_pu_target=content'),
      }),
      { 'PU-Requested-Url': '/cs/news?page=2', 'PU-Requested-Params': 'page=2' },
    );
    assert.deepEqual(partialUpdateHeaders({ requestedParams: { _pu_event: 'x', q: '1' } }), {
      'PU-Requested-Params': 'q=1',
    });
  });

  it('leaves out empty requested parameters', () => {
    assert.deepEqual(partialUpdateHeaders({ requestedParams: {} }), {});
    assert.deepEqual(partialUpdateHeaders({ requestedParams: { _pu_target: 'a' } }), {});
  });

  it('sends a same-origin redirect path, percent-encoding non-ASCII', () => {
    assert.deepEqual(partialUpdateHeaders({ redirect: '/cs/seznam/42' }), { 'PU-Redirect': '/cs/seznam/42' });
    assert.deepEqual(partialUpdateHeaders({ redirect: '/cs/košík' }), {
      'PU-Redirect': '/cs/ko%C5%A1%C3%ADk',
    });
  });

  it('combines every header', () => {
    assert.deepEqual(
      partialUpdateHeaders({ error: true, requestedUrl: '/a', requestedParams: { b: '1' }, redirect: '/c' }),
      { 'PU-Error': '1', 'PU-Requested-Url': '/a', 'PU-Requested-Params': 'b=1', 'PU-Redirect': '/c' },
    );
  });

  it('refuses a redirect to another origin', () => {
    for (const redirect of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      assertResponseError(() => partialUpdateHeaders({ redirect }));
    }
  });

  it('refuses a relative or empty redirect and header injection', () => {
    for (const redirect of ['', 'cs/kosik', '/a\r\nSet-Cookie: x=1']) {
      assertResponseError(() => partialUpdateHeaders({ redirect }));
    }
  });

  it('refuses a requested URL that is not a same-origin path', () => {
    assertResponseError(() => partialUpdateHeaders({ requestedUrl: 'https://evil.example/' }));
    assertResponseError(() => partialUpdateHeaders({ requestedUrl: '//evil.example' }));
  });

  it('sends the page title percent-encoded, so any title survives the header', () => {
    assert.deepEqual(partialUpdateHeaders({ title: 'Lampy | Storefront' }), {
      'PU-Title': 'Lampy%20%7C%20Storefront',
    });
    assert.deepEqual(partialUpdateHeaders({ title: 'Přihlásit se' }), {
      'PU-Title': 'P%C5%99ihl%C3%A1sit%20se',
    });
  });

  it('gives every generated title a header of visible ASCII that decodes back to it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (title) => {
        const value = partialUpdateHeaders({ title })['PU-Title'] as string;
        assert.match(value, /^[\x21-\x7e]*$/);
        // A lone surrogate has no UTF-8 form: it comes back as U+FFFD.
        assert.equal(decodeURIComponent(value), title.replace(/\p{Cs}/gu, '\uFFFD'));
      }),
    );
  });
});
