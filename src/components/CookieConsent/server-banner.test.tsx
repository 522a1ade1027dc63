import { expect } from 'chai';
import { axeViolations } from '../../../elements/test-support/react-act.ts';
import { useServerBannerPage } from './test-support/server-banner-page.ts';

/**
 * A banner the server rendered inside `<fg-cookie-consent>` (docs/consent.md) serves alone until the
 * settings are asked for. This file never defines the element (a definition lasts as long as the
 * page): server-banner-takeover.test.tsx tests the component that takes such a banner over.
 */
describe('<fg-cookie-consent> with a server-rendered banner, before the interface', () => {
  // Only whether the interface is asked for matters here: nothing is defined.
  const page = useServerBannerPage(() => Promise.resolve());

  it('does not fetch the interface (nor React) while it serves alone, and its buttons store the choice', async () => {
    await page.open();
    expect(page.loadUi.called).to.equal(false);
    expect(page.host().hidden).to.equal(false);
    expect(await axeViolations(page.host())).to.deep.equal([]);
    page.byId('technical').click();
    expect(page.jar.cookie).to.equal('fg_cookie_policy_accepted=2');
    expect(page.host().hidden).to.equal(true);
    expect(page.loadUi.called).to.equal(false);
  });

  it('keeps page room below the content while it shows, and gives it back after the choice', async () => {
    await page.open();
    const banner = page.root.querySelector('.fg-cookie-consent__banner') as HTMLElement;
    const height = Math.ceil(banner.getBoundingClientRect().height);
    expect(height).to.be.above(0);
    expect(document.body.style.paddingBottom).to.equal(`${height}px`);
    expect(document.documentElement.style.scrollPaddingBottom).to.equal(`${height}px`);
    page.byId('all').click();
    expect(document.body.style.paddingBottom).to.equal('');
    expect(document.documentElement.style.scrollPaddingBottom).to.equal('');
  });

  it('fetches the interface at once when the markup inside is no banner with choice buttons', async () => {
    await page.open('lang="en"', '<p>Cookies…</p>');
    expect(page.loadUi.callCount).to.equal(1);
  });
});
