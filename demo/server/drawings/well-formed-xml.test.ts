import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readXml } from './well-formed-xml.ts';

describe('readXml (the strict reader the picture tests use)', () => {
  it('reads the root element and decodes its attributes', () => {
    const root = readXml('<svg a="x &amp; &#60;y&#x3e;" b=\'1\'><g><path d="M0"/></g>text</svg>');
    assert.equal(root.name, 'svg');
    assert.equal(root.attributes.get('a'), 'x & <y>');
    assert.equal(root.elementCount, 3);
  });

  it('refuses what is not well-formed', () => {
    for (const bad of [
      '<svg a="<"/>',
      '<svg a="&"/>',
      '<svg a="&nbsp;"/>',
      '<svg a="&#0;"/>',
      '<svg a="\u0001"/>',
      '<svg a="1" a="2"/>',
      '<svg a="1"b="2"/>',
      '<svg><g></svg>',
      '<svg></svg><svg></svg>',
      '<svg>',
      '<svg a=1/>',
    ]) {
      assert.throws(() => readXml(bad), Error, bad);
    }
  });
});
