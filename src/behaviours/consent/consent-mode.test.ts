import { expect } from 'chai';
import sinon from 'sinon';
import { consentSignal, sendConsentDefault, sendConsentUpdate, tagManagerGtag } from './consent-mode.ts';

type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
const tagWindow = window as TagWindow;

const DENIED_BUT_SECURITY = {
  security_storage: 'granted',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

describe('Google Consent Mode v2', () => {
  afterEach(() => {
    delete tagWindow.dataLayer;
    delete tagWindow.gtag;
  });

  describe('signal per level', () => {
    it('denies everything but security_storage when nothing is decided (-1) or the banner was closed (1)', () => {
      expect(consentSignal(-1)).to.deep.equal(DENIED_BUT_SECURITY);
      expect(consentSignal(1)).to.deep.equal(DENIED_BUT_SECURITY);
    });
    it('grants functionality_storage only for technical only (2)', () => {
      expect(consentSignal(2)).to.deep.equal({ ...DENIED_BUT_SECURITY, functionality_storage: 'granted' });
    });
    it('grants analytics_storage for analytics (3)', () => {
      expect(consentSignal(3)).to.deep.equal({
        ...DENIED_BUT_SECURITY,
        functionality_storage: 'granted',
        analytics_storage: 'granted',
      });
    });
    it('grants the ad and personalization fields for marketing (4)', () => {
      expect(consentSignal(4)).to.deep.equal({
        ...DENIED_BUT_SECURITY,
        functionality_storage: 'granted',
        personalization_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      });
    });
    it('grants every field for all (5)', () => {
      const signal = consentSignal(5);
      expect(Object.values(signal)).to.have.length(7);
      expect(Object.values(signal).every((value) => value === 'granted')).to.equal(true);
    });
  });

  describe('gtag', () => {
    it('creates dataLayer and a gtag that pushes Arguments objects when neither exists', () => {
      const gtag = tagManagerGtag(window);
      sendConsentDefault(gtag);
      expect(tagWindow.dataLayer).to.have.length(1);
      const entry = tagWindow.dataLayer?.[0] as IArguments;
      expect(Object.prototype.toString.call(entry)).to.equal('[object Arguments]');
      expect([...entry]).to.deep.equal([
        'consent',
        'default',
        { ...DENIED_BUT_SECURITY, wait_for_update: 500 },
      ]);
    });

    it('keeps an existing dataLayer and its entries', () => {
      tagWindow.dataLayer = [{ event: 'page' }];
      const gtag = tagManagerGtag(window);
      sendConsentUpdate(gtag, 3);
      expect(tagWindow.dataLayer).to.have.length(2);
      expect(tagWindow.dataLayer[0]).to.deep.equal({ event: 'page' });
      expect([...(tagWindow.dataLayer[1] as IArguments)]).to.deep.equal([
        'consent',
        'update',
        consentSignal(3),
      ]);
    });

    it('calls the page’s own gtag when it has one', () => {
      const own = sinon.spy();
      tagWindow.gtag = own;
      sendConsentUpdate(tagManagerGtag(window), 5);
      expect(own.calledOnceWithExactly('consent', 'update', consentSignal(5))).to.equal(true);
    });
  });
});
