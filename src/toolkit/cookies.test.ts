import { expect } from 'chai';
import fc from 'fast-check';
import { anyCodePoint } from '../core/test-support/any-code-point.ts';
import { cookieNames, expireCookie, isCookieName, readCookie, writeCookie } from './cookies.ts';
import { FakeCookieJar } from './test-support/fake-cookie-jar.ts';

/** A jar whose cookie string is given as it is (what other scripts and sites may have left). */
const jarOf = (cookie: string) => ({ cookie });

/** RFC 6265 tokens; the `__Host-`, `__Secure-` and `__Http-` prefixes have browser rules of their own. */
const cookieName = fc.stringMatching(/^[\w!#$%&'*+.^`|~-]{1,24}$/).filter((name) => !name.startsWith('__'));
/** Any text without lone surrogates (which no encoding can carry), up to 200 code points. */
const cookieValue = fc.string({ unit: anyCodePoint, maxLength: 200 });
/** Cookie strings of any shape: arbitrary text, and `a=b; c=d` lists of arbitrary parts. */
const cookieString = fc.oneof(
  fc.string({ unit: anyCodePoint }),
  fc.array(fc.tuple(fc.string(), fc.string())).map((pairs) => pairs.map((pair) => pair.join('=')).join('; ')),
);

describe('cookies', () => {
  it('reads the value of the named cookie, decoded, and null when it is missing', () => {
    const jar = jarOf('a=1; layout=grid%20wide; xlayout=2; b=x=y');
    expect(readCookie('layout', jar)).to.equal('grid wide');
    expect(readCookie('b', jar)).to.equal('x=y');
    expect(readCookie('ayout', jar)).to.equal(null);
    expect(readCookie('missing', jar)).to.equal(null);
    expect(cookieNames(jar)).to.deep.equal(['a', 'layout', 'xlayout', 'b']);
  });

  it('reads a value that is not percent-decodable as null', () => {
    expect(readCookie('bad', jarOf('bad=%E0%A4%A'))).to.equal(null);
  });

  it('writes name, encoded value, max-age and path, SameSite=Lax, Secure on https', () => {
    const jar = new FakeCookieJar();
    writeCookie('layout', 'a;b', { maxAgeSeconds: 60, protocol: 'http:' }, jar);
    writeCookie('layout', 'grid', { maxAgeSeconds: 60, protocol: 'https:' }, jar);
    expect(jar.writes).to.deep.equal([
      'layout=a%3Bb; max-age=60; path=/; SameSite=Lax',
      'layout=grid; max-age=60; path=/; Secure; SameSite=Lax',
    ]);
  });

  it('sends SameSite=None only on https, where it comes with Secure', () => {
    const jar = new FakeCookieJar();
    writeCookie('c', '1', { maxAgeSeconds: 1, sameSite: 'None', protocol: 'https:' }, jar);
    writeCookie('c', '1', { maxAgeSeconds: 1, sameSite: 'None', protocol: 'http:' }, jar);
    expect(jar.writes).to.deep.equal([
      'c=1; max-age=1; path=/; Secure; SameSite=None',
      'c=1; max-age=1; path=/; SameSite=Lax',
    ]);
  });

  it('refuses a name that would add attributes or other cookies, with a console error', () => {
    const jar = new FakeCookieJar();
    const error = console.error;
    const logged: unknown[] = [];
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      for (const name of ['x; domain=evil.example', 'a=b', '', 'two words', 'é']) {
        expect(writeCookie(name, '1', { maxAgeSeconds: 1 }, jar), name).to.equal(false);
      }
    } finally {
      console.error = error;
    }
    expect(jar.writes).to.deep.equal([]);
    expect(logged).to.have.length(5);
  });

  it('expires a cookie for the host or for a domain', () => {
    const jar = new FakeCookieJar({ a: '1' });
    expireCookie('a', jar);
    expireCookie('a', jar, 'shop.example');
    expect(jar.writes).to.deep.equal(['a=; max-age=0; path=/', 'a=; max-age=0; path=/; domain=shop.example']);
    expect(jar.cookie).to.equal('');
  });

  describe('hostile cookie strings', () => {
    it('never makes the reader throw, whatever the cookie string and the name asked for', () => {
      fc.assert(
        fc.property(cookieString, fc.string(), (cookie, name) => {
          const value = readCookie(name, jarOf(cookie));
          expect(value === null || typeof value === 'string').to.equal(true);
          for (const found of cookieNames(jarOf(cookie))) expect(found).to.be.a('string');
        }),
      );
    });

    it('reads back what the writer wrote, among any other cookies', () => {
      fc.assert(
        fc.property(cookieString, cookieName, cookieValue, cookieString, (before, name, value, after) => {
          const jar = new FakeCookieJar();
          writeCookie(name, value, { maxAgeSeconds: 60 }, jar);
          const [pair] = jar.writes;
          // Ours first: the browser lists the most specific cookie of a name first.
          expect(readCookie(name, jarOf(`${pair?.split(';')[0]}; ${before}; ${after}`))).to.equal(value);
        }),
      );
    });

    it('writes one cookie with its own attributes only, whatever the value', () => {
      fc.assert(
        fc.property(cookieName, cookieValue, (name, value) => {
          const jar = new FakeCookieJar();
          writeCookie(name, value, { maxAgeSeconds: 60, protocol: 'http:' }, jar);
          expect(jar.writes).to.deep.equal([
            `${name}=${encodeURIComponent(value)}; max-age=60; path=/; SameSite=Lax`,
          ]);
          expect(encodeURIComponent(value)).not.to.match(/[;,\s"\\]/);
        }),
      );
    });

    it("round-trips any value through this browser's document.cookie", () => {
      fc.assert(
        fc.property(cookieName, cookieValue, (name, value) => {
          expect(isCookieName(name)).to.equal(true);
          writeCookie(name, value, { maxAgeSeconds: 60 });
          try {
            expect(readCookie(name)).to.equal(value);
          } finally {
            expireCookie(name);
          }
          expect(readCookie(name)).to.equal(null);
        }),
      );
    });
  });
});
