import { expect } from 'chai';
import {
  consentCookieAttributes,
  consentCookieString,
  readConsentLevel,
  writeConsentLevel,
} from './consent-cookie.ts';
import { FakeCookieJar } from './test-support/fake-cookie-jar.ts';

const MAX_AGE_183_DAYS = 183 * 24 * 60 * 60;

describe('consent cookie', () => {
  describe('attributes', () => {
    it('lives 183 days on path / with SameSite=Lax over http', () => {
      expect(consentCookieAttributes('http:', false)).to.equal(
        `; max-age=${MAX_AGE_183_DAYS}; path=/; SameSite=Lax`,
      );
    });
    it('adds Secure with SameSite=Lax on https outside an iframe', () => {
      expect(consentCookieAttributes('https:', false)).to.equal(
        `; max-age=${MAX_AGE_183_DAYS}; path=/; Secure; SameSite=Lax`,
      );
    });
    it('uses Secure; SameSite=None on https inside an iframe', () => {
      expect(consentCookieAttributes('https:', true)).to.equal(
        `; max-age=${MAX_AGE_183_DAYS}; path=/; Secure; SameSite=None`,
      );
    });
    it('keeps SameSite=Lax without Secure in an iframe over http (None would be rejected)', () => {
      expect(consentCookieAttributes('http:', true)).to.equal(
        `; max-age=${MAX_AGE_183_DAYS}; path=/; SameSite=Lax`,
      );
    });
    it('names the cookie fg_cookie_policy_accepted and stores the level as a number', () => {
      expect(consentCookieString(4, 'https:', true)).to.equal(
        `fg_cookie_policy_accepted=4; max-age=${MAX_AGE_183_DAYS}; path=/; Secure; SameSite=None`,
      );
    });
  });

  describe('reading', () => {
    it('reads a missing cookie as -1', () => {
      expect(readConsentLevel(new FakeCookieJar({ other: '3' }))).to.equal(-1);
    });
    it('reads every stored level 1 to 5', () => {
      for (const level of [1, 2, 3, 4, 5]) {
        const jar = new FakeCookieJar({ a: 'x', fg_cookie_policy_accepted: String(level), b: 'y' });
        expect(readConsentLevel(jar)).to.equal(level);
      }
    });
    it('reads a value outside 1 to 5 as -1', () => {
      for (const value of ['0', '6', 'yes', '', '2.5']) {
        expect(readConsentLevel(new FakeCookieJar({ fg_cookie_policy_accepted: value }))).to.equal(-1);
      }
    });
    it('does not mistake a cookie whose name only ends the same way', () => {
      expect(readConsentLevel(new FakeCookieJar({ xfg_cookie_policy_accepted: '5' }))).to.equal(-1);
    });
  });

  describe('writing', () => {
    it('writes the whole cookie string through the jar', () => {
      const jar = new FakeCookieJar();
      writeConsentLevel(jar, 3, 'https:', false);
      expect(jar.writes).to.deep.equal([
        `fg_cookie_policy_accepted=3; max-age=${MAX_AGE_183_DAYS}; path=/; Secure; SameSite=Lax`,
      ]);
      expect(readConsentLevel(jar)).to.equal(3);
    });

    it('round-trips through the real document.cookie of this page', () => {
      writeConsentLevel(document, 4, location.protocol, false);
      try {
        expect(readConsentLevel(document)).to.equal(4);
      } finally {
        // biome-ignore lint/suspicious/noDocumentCookie: the test sets up and cleans the real cookie store
        document.cookie = 'fg_cookie_policy_accepted=; max-age=0; path=/';
      }
      expect(readConsentLevel(document)).to.equal(-1);
    });
  });
});
