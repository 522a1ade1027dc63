import { expect } from 'chai';
import { levelAllows, levelForChoice } from './consent-level.ts';

describe('consent level mapping', () => {
  it('gives 5 for accept all', () => {
    expect(levelForChoice('all')).to.equal(5);
  });
  it('gives 2 for technical only', () => {
    expect(levelForChoice('technical')).to.equal(2);
  });
  it('gives 1 for closing the banner', () => {
    expect(levelForChoice('close')).to.equal(1);
  });
  it('gives 3 for accept selected with analytics ticked', () => {
    expect(levelForChoice({ analytics: true, marketing: false })).to.equal(3);
  });
  it('gives 4 for accept selected with marketing ticked', () => {
    expect(levelForChoice({ analytics: false, marketing: true })).to.equal(4);
  });
  it('gives 5 for accept selected with both ticked', () => {
    expect(levelForChoice({ analytics: true, marketing: true })).to.equal(5);
  });
  it('gives 5 for accept selected with the combined box ticked', () => {
    expect(levelForChoice({ analytics: false, marketing: false, combined: true })).to.equal(5);
  });
  it('gives 2 for accept selected with nothing ticked', () => {
    expect(levelForChoice({ analytics: false, marketing: false, combined: false })).to.equal(2);
  });

  it('allows analytics at levels 3 and 5 only', () => {
    const allowed = [-1, 1, 2, 3, 4, 5].filter((level) => levelAllows(level, 'analytics'));
    expect(allowed).to.deep.equal([3, 5]);
  });
  it('allows marketing at levels 4 and 5 only', () => {
    const allowed = [-1, 1, 2, 3, 4, 5].filter((level) => levelAllows(level, 'marketing'));
    expect(allowed).to.deep.equal([4, 5]);
  });
});
