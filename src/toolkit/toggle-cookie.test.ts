import { expect } from 'chai';
import fc from 'fast-check';
import { TOGGLE_COOKIE_MAX_AGE_S } from '../core/constants.ts';
import { anyCodePoint } from '../core/test-support/any-code-point.ts';
import { expireCookie } from './cookies.ts';
import { FakeCookieJar } from './test-support/fake-cookie-jar.ts';
import { readToggleCookie, writeToggleCookie } from './toggle-cookie.ts';

const COOKIE = 'fg_test_toggle';
/** Any text, the cookie string's own separators more often. */
const cookieChar = fc.oneof(fc.constantFrom(';', '=', ' ', '%', ',', '"'), anyCodePoint);

describe('toggle cookie', () => {
  afterEach(() => expireCookie(COOKIE));

  it('lasts 7 days on path / with SameSite=Lax, Secure on https', () => {
    expect(TOGGLE_COOKIE_MAX_AGE_S).to.equal(7 * 24 * 60 * 60);
    const jar = new FakeCookieJar();
    writeToggleCookie('fg_x', true, jar, 'http:');
    writeToggleCookie('fg_x', false, jar, 'https:');
    expect(jar.writes).to.deep.equal([
      'fg_x=true; max-age=604800; path=/; SameSite=Lax',
      'fg_x=false; max-age=604800; path=/; Secure; SameSite=Lax',
    ]);
  });

  it('round-trips through document.cookie', () => {
    writeToggleCookie(COOKIE, true);
    expect(readToggleCookie(COOKIE)).to.equal(true);
    writeToggleCookie(COOKIE, false);
    expect(readToggleCookie(COOKIE)).to.equal(false);
    expireCookie(COOKIE);
    expect(readToggleCookie(COOKIE)).to.equal(null);
  });

  it('reads true and false, the legacy 1 and 0 too, and null for anything else', () => {
    const jar = new FakeCookieJar({ on: 'true', off: 'false', one: '1', zero: '0', yes: 'yes', two: '2' });
    expect(
      ['on', 'off', 'one', 'zero', 'yes', 'two', 'missing'].map((name) => readToggleCookie(name, jar)),
    ).to.deep.equal([true, false, true, false, null, null, null]);
  });

  it('reads any cookie string as true, false or null, and reads back what it wrote', () => {
    fc.assert(
      fc.property(fc.string({ unit: cookieChar }), fc.boolean(), (junk, state) => {
        expect([true, false, null]).to.include(readToggleCookie(COOKIE, { cookie: junk }));
        const jar = new FakeCookieJar();
        writeToggleCookie(COOKIE, state, jar, 'http:');
        expect(readToggleCookie(COOKIE, { cookie: `${jar.cookie}; ${junk}` })).to.equal(state);
      }),
    );
  });
});
