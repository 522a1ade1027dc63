import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { encodePathForHeader, isSameOriginPath } from './same-origin-path.ts';

describe('isSameOriginPath', () => {
  it('accepts paths that start with a single slash, with query and fragment', () => {
    for (const path of ['/', '/cs/kosik', '/cs/kategorie?page=2&sort=a#list', '/qf/cs/ramjet/include']) {
      assert.equal(isSameOriginPath(path), true, path);
    }
  });

  it('refuses absolute and scheme URLs', () => {
    for (const url of [
      'https://evil.example/',
      'http://localhost/',
      'javascript:alert(1)',
      'data:text/html,x',
    ]) {
      assert.equal(isSameOriginPath(url), false, url);
    }
  });

  it('refuses relative paths and the empty string', () => {
    for (const path of ['', 'cs/kosik', '?a=1', '#top', '.', '../x'])
      assert.equal(isSameOriginPath(path), false, path);
  });

  it('refuses protocol-relative and backslash forms that browsers read as another host', () => {
    for (const path of ['//evil.example', '/\\evil.example', '/a\\b', '\\\\evil.example']) {
      assert.equal(isSameOriginPath(path), false, path);
    }
  });

  it('refuses whitespace and control characters (browsers strip them, CR/LF split headers)', () => {
    for (const path of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/a\r\nSet-Cookie: x=1',
      '/a b',
      '/a\u0000',
      '/a\u007f',
    ]) {
      assert.equal(isSameOriginPath(path), false, JSON.stringify(path));
    }
  });
});

describe('encodePathForHeader', () => {
  it('percent-encodes non-ASCII characters and keeps the rest', () => {
    assert.equal(encodePathForHeader('/cs/košík?q=%20x#a'), '/cs/ko%C5%A1%C3%ADk?q=%20x#a');
    assert.equal(encodePathForHeader('/emoji/😀'), '/emoji/%F0%9F%98%80');
  });
});
