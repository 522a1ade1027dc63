import { expect } from 'chai';
import { isSameOrigin, isSameOriginPath, sameOriginPathOf, toSameOriginPath } from './same-origin.ts';

describe('same-origin paths', () => {
  it('accepts a path on this origin', () => {
    expect(isSameOriginPath('/cs/kategorie?page=2#top')).to.equal(true);
    expect(isSameOriginPath('/')).to.equal(true);
  });

  for (const address of [
    'https://evil.example/x',
    `${location.origin}/cs`,
    '//evil.example/x',
    '/\\evil.example/x',
    '/cs\\x',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /cs',
    'javascript:alert(1)',
    'data:text/html,x',
    'cs/x',
    '',
  ]) {
    it(`refuses ${JSON.stringify(address)} as a same-origin path`, () => {
      expect(isSameOriginPath(address)).to.equal(false);
    });
  }

  it('makes a same-origin address a path and refuses other origins and schemes', () => {
    expect(sameOriginPathOf(`${location.origin}/cs/x?y=1#z`)).to.equal('/cs/x?y=1#z');
    expect(sameOriginPathOf('/cs/x')).to.equal('/cs/x');
    expect(sameOriginPathOf('https://evil.example/cs/x')).to.equal(null);
    expect(sameOriginPathOf('//evil.example/cs/x')).to.equal(null);
    expect(sameOriginPathOf('javascript:alert(1)')).to.equal(null);
  });
});

describe('request addresses', () => {
  it('strips scheme and host so a request always goes to this origin', () => {
    expect(toSameOriginPath('https://evil.example/cs/x?y=1#z')).to.equal('/cs/x?y=1#z');
    expect(toSameOriginPath('//evil.example/cs/x')).to.equal('/cs/x');
    expect(toSameOriginPath('list?page=2', `${location.origin}/cs/`)).to.equal('/cs/list?page=2');
  });

  for (const address of ['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.cz']) {
    it(`refuses ${address} as a request address`, () => {
      expect(toSameOriginPath(address)).to.equal(null);
    });
  }

  it('tells addresses of this origin from others', () => {
    expect(isSameOrigin('/cs/x')).to.equal(true);
    expect(isSameOrigin(`${location.origin}/x`)).to.equal(true);
    expect(isSameOrigin('https://evil.example/x')).to.equal(false);
    expect(isSameOrigin('//evil.example/x')).to.equal(false);
    expect(isSameOrigin('/\\evil.example/x')).to.equal(false);
    expect(isSameOrigin('javascript:alert(1)')).to.equal(false);
  });
});
