import { expect } from 'chai';
import fc from 'fast-check';
import { kebabCase } from './kebab-case.ts';

describe('kebabCase', () => {
  it('names attributes and tags the way the markup writes them', () => {
    expect(kebabCase('callPUAfterProcessStateTokenRefresh')).to.equal(
      'call-pu-after-process-state-token-refresh',
    );
    expect(kebabCase('RadioSelectTab')).to.equal('radio-select-tab');
    expect(kebabCase('AddSvgIconSprite')).to.equal('add-svg-icon-sprite');
    expect(kebabCase('value2Label')).to.equal('value2-label');
    expect(kebabCase('lang')).to.equal('lang');
  });

  it('only lowercases and inserts hyphens, never between two lower-case letters', () => {
    const name = fc.stringMatching(/^[A-Za-z][A-Za-z\d]{0,30}$/);
    fc.assert(
      fc.property(name, (camel) => {
        const kebab = kebabCase(camel);
        expect(kebab.replaceAll('-', '')).to.equal(camel.toLowerCase());
        expect(kebab).to.not.match(/[A-Z]|--|^-|-$/);
        for (const [index, char] of [...camel].entries()) {
          const next = camel[index + 1];
          if (/[a-z]/.test(char) && next && /[a-z]/.test(next)) {
            expect(kebab).to.include(`${char}${next}`.toLowerCase());
          }
        }
      }),
    );
  });
});
