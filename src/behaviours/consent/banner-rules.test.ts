import { expect } from 'chai';
import { bannerContext, shouldShowBanner } from './banner-rules.ts';

const shown = { level: -1, hideClassPresent: false, excludedPresent: false, cookiesEnabled: true };

describe('banner show rules', () => {
  it('shows the banner when nothing is stored (-1) or the banner was closed (1)', () => {
    expect(shouldShowBanner(shown)).to.equal(true);
    expect(shouldShowBanner({ ...shown, level: 1 })).to.equal(true);
  });
  it('hides it once a level above 1 is stored', () => {
    for (const level of [2, 3, 4, 5]) expect(shouldShowBanner({ ...shown, level })).to.equal(false);
  });
  it('hides it when the page has the hide class', () => {
    expect(shouldShowBanner({ ...shown, hideClassPresent: true })).to.equal(false);
  });
  it('skips it when cookies are disabled', () => {
    expect(shouldShowBanner({ ...shown, cookiesEnabled: false })).to.equal(false);
  });
  it('skips it when an excluded selector is present', () => {
    expect(shouldShowBanner({ ...shown, excludedPresent: true })).to.equal(false);
  });

  describe('reading the page', () => {
    afterEach(() => {
      document.documentElement.classList.remove('no-banner');
      document.body.classList.remove('no-banner');
      document.querySelector('#cookie-page')?.remove();
    });

    it('finds the hide class on <html> or on <body>', () => {
      expect(bannerContext(document, -1, 'no-banner', '', true).hideClassPresent).to.equal(false);
      document.documentElement.classList.add('no-banner');
      expect(bannerContext(document, -1, 'no-banner', '', true).hideClassPresent).to.equal(true);
      document.documentElement.classList.remove('no-banner');
      document.body.classList.add('no-banner');
      expect(bannerContext(document, -1, 'no-banner', '', true).hideClassPresent).to.equal(true);
    });

    it('finds the excluded selector in the page', () => {
      expect(bannerContext(document, -1, 'x', '#cookie-page', true).excludedPresent).to.equal(false);
      document.body.insertAdjacentHTML('beforeend', '<div id="cookie-page"></div>');
      expect(bannerContext(document, -1, 'x', '#cookie-page', true).excludedPresent).to.equal(true);
    });
  });
});
