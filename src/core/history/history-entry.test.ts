import { expect } from 'chai';
import { isSameOriginPath, serializeHistoryEntry, toSameOriginPath } from './history-entry.ts';

describe('history entry addresses', () => {
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
    expect(toSameOriginPath(`${location.origin}/cs/x?y=1#z`)).to.equal('/cs/x?y=1#z');
    expect(toSameOriginPath('/cs/x')).to.equal('/cs/x');
    expect(toSameOriginPath('https://evil.example/cs/x')).to.equal(null);
    expect(toSameOriginPath('//evil.example/cs/x')).to.equal(null);
    expect(toSameOriginPath('javascript:alert(1)')).to.equal(null);
  });

  it('serializes requestTarget, target and url in that order', () => {
    expect(serializeHistoryEntry({ url: '/x', target: 'a', requestTarget: 'b' })).to.equal(
      '{"requestTarget":"b","target":"a","url":"/x"}',
    );
  });
});
