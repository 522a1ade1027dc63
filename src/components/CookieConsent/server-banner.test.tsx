import { expect } from 'chai';
import sinon from 'sinon';
import { axeViolations, fixture, inAct, removeFixture } from '../../../elements/test-support/react-act.ts';
import type { ConsentController } from '../../behaviours/consent/consent-controller.ts';
import { startConsent } from '../../behaviours/consent/start-consent.ts';
import { FakeCookieJar } from '../../core/test-support/fake-cookie-jar.ts';
import { COOKIE_CONSENT_CSS, COOKIE_CONSENT_STYLE_ID } from '../../protocol/cookie-consent-styles.ts';
import { cookieBannerMarkup } from '../../server/cookie-banner-markup.ts';

/**
 * A banner the server rendered inside `<fg-cookie-consent>` (docs/consent.md) serves alone until the
 * settings are asked for. This file never defines the element (a definition lasts as long as the
 * page): server-banner-takeover.test.tsx tests the component that takes such a banner over.
 */
describe('<fg-cookie-consent> with a server-rendered banner, before the interface', () => {
  const ID = 'cookie-consent';
  let root: HTMLElement;
  let jar: FakeCookieJar;
  let controller: ConsentController | null;
  let loadUi: sinon.SinonSpy;
  let style: HTMLStyleElement;

  async function open(
    attributes = 'closable lang="en"',
    markup = cookieBannerMarkup({ id: ID, lang: 'en', closable: true }),
  ) {
    jar = new FakeCookieJar({});
    // Only whether the interface is asked for matters here: nothing is defined.
    loadUi = sinon.spy(() => Promise.resolve());
    await inAct(async () => {
      root = fixture(`<fg-cookie-consent id="${ID}" ${attributes}>${markup}</fg-cookie-consent>`);
      controller = startConsent(document, { loadUi, cookies: jar, cookiesEnabled: true, inIframe: false });
      await loadUi.returnValues[0];
    });
  }

  const host = () => root.querySelector('fg-cookie-consent') as HTMLElement;
  const byId = (suffix: string) => document.getElementById(`${ID}-${suffix}`) as HTMLElement;
  const _panel = () => root.querySelector<HTMLDialogElement>('dialog.fg-cookie-consent__panel');

  beforeEach(() => {
    // The page's copy of the default look, as a server puts it in the head.
    style = document.createElement('style');
    style.id = COOKIE_CONSENT_STYLE_ID;
    style.textContent = COOKIE_CONSENT_CSS;
    document.head.append(style);
  });

  afterEach(async () => {
    controller?.stop();
    await removeFixture(root);
    style.remove();
    document.body.style.paddingBottom = '';
  });

  it('does not fetch the interface (nor React) while it serves alone, and its buttons store the choice', async () => {
    await open();
    expect(loadUi.called).to.equal(false);
    expect(host().hidden).to.equal(false);
    expect(await axeViolations(host())).to.deep.equal([]);
    byId('technical').click();
    expect(jar.cookie).to.equal('fg_cookie_policy_accepted=2');
    expect(host().hidden).to.equal(true);
    expect(loadUi.called).to.equal(false);
  });

  it('keeps page room below the content while it shows, and gives it back after the choice', async () => {
    await open();
    const height = Math.ceil(
      (root.querySelector('.fg-cookie-consent__banner') as HTMLElement).getBoundingClientRect().height,
    );
    expect(height).to.be.above(0);
    expect(document.body.style.paddingBottom).to.equal(`${height}px`);
    expect(document.documentElement.style.scrollPaddingBottom).to.equal(`${height}px`);
    byId('all').click();
    expect(document.body.style.paddingBottom).to.equal('');
    expect(document.documentElement.style.scrollPaddingBottom).to.equal('');
  });

  it('fetches the interface at once when the markup inside is no banner with choice buttons', async () => {
    await open('lang="en"', '<p>Cookies…</p>');
    expect(loadUi.callCount).to.equal(1);
  });
});
