import { expect } from 'chai';
import { expireCookie } from '../../toolkit/cookies.ts';
import { FakeCookieJar } from '../../toolkit/test-support/fake-cookie-jar.ts';
import { readConsentLevel, writeConsentLevel } from './consent-cookie.ts';

const MAX_AGE_183_DAYS = 183 * 24 * 60 * 60;

/** The one cookie assignment that storing `level` makes. */
function written(level: number, protocol: string, inIframe: boolean): string {
  const jar = new FakeCookieJar();
  writeConsentLevel(jar, level, protocol, inIframe);
  expect(jar.writes).to.have.length(1);
  return jar.writes[0] ?? '';
}

describe('consent cookie', () => {
  describe('attributes', () => {
    it('lives 183 days on path / with SameSite=Lax over http', () => {
      expect(written(2, 'http:', false)).to.equal(
        `fg_cookie_policy_accepted=2; max-age=${MAX_AGE_183_DAYS}; path=/; SameSite=Lax`,
      );
    });
    it('adds Secure with SameSite=Lax on https outside an iframe', () => {
      expect(written(2, 'https:', false)).to.equal(
        `fg_cookie_policy_accepted=2; max-age=${MAX_AGE_183_DAYS}; path=/; Secure; SameSite=Lax`,
      );
    });
    it('uses Secure; SameSite=None on https inside an iframe', () => {
      expect(written(4, 'https:', true)).to.equal(
        `fg_cookie_policy_accepted=4; max-age=${MAX_AGE_183_DAYS}; path=/; Secure; SameSite=None`,
      );
    });
    it('keeps SameSite=Lax without Secure in an iframe over http (None would be rejected)', () => {
      expect(written(2, 'http:', true)).to.equal(
        `fg_cookie_policy_accepted=2; max-age=${MAX_AGE_183_DAYS}; path=/; SameSite=Lax`,
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
      for (const value of ['0', '6', 'yes', '', '2.5', '03', '3.0', '0x3']) {
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
        expireCookie('fg_cookie_policy_accepted');
      }
      expect(readConsentLevel(document)).to.equal(-1);
    });
  });
});
