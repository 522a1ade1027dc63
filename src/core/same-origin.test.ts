import { expect } from 'chai';
import fc from 'fast-check';
import { httpUrl, movedToThisOrigin, originRelativeAddress, sameOriginUrl } from './same-origin.ts';
import { DOT_SEGMENT_BYPASSES, hostileAddress } from './test-support/hostile-addresses.ts';

/** Generated runs per property and browser. */
const RUNS = 2000;
/** The properties are seconds of URL parsing on a busy machine, not the default 2 s. */
const PROPERTY_TIMEOUT_MS = 60_000;

describe('same-origin addresses', function () {
  this.timeout(PROPERTY_TIMEOUT_MS);

  it('resolves a path once to a URL of this origin', () => {
    const url = sameOriginUrl('/cs/kategorie?page=2#top');
    expect(url?.href).to.equal(`${location.origin}/cs/kategorie?page=2#top`);
  });

  for (const address of [
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'blob:https://evil.example/1',
    'mailto:a@b.cz',
    'http://[::1]:1/x',
    `${location.protocol}//${location.host}@evil.example/`,
  ]) {
    it(`refuses ${JSON.stringify(address)}`, () => {
      expect(sameOriginUrl(address)).to.equal(null);
    });
  }

  for (const address of DOT_SEGMENT_BYPASSES) {
    it(`keeps ${address} on this origin, and its written form resolves to the same URL again`, () => {
      const url = sameOriginUrl(address);
      expect(url?.origin).to.equal(location.origin);
      const written = originRelativeAddress(url as URL);
      expect(new URL(written, location.href).href).to.equal((url as URL).href);
    });
  }

  it('resolves against the document base, as the browser does with the same markup', () => {
    const base = document.createElement('base');
    base.href = 'https://cdn.example/shop/';
    document.head.prepend(base);
    try {
      expect(sameOriginUrl('/cs/x')).to.equal(null, 'a path under a foreign base is foreign');
      expect(movedToThisOrigin('item?id=1')?.href).to.equal(`${location.origin}/shop/item?id=1`);
    } finally {
      base.remove();
    }
  });

  it('moves another host onto this origin for the partial update, keeping path and query', () => {
    expect(movedToThisOrigin('https://evil.example/cs/x?y=1#z')?.href).to.equal(
      `${location.origin}/cs/x?y=1`,
    );
    expect(movedToThisOrigin('//evil.example//other.example/p')?.origin).to.equal(location.origin);
    expect(movedToThisOrigin('javascript:alert(1)')).to.equal(null);
  });

  it('reads any http(s) address for a framed page, and no other scheme', () => {
    expect(httpUrl('https://maps.example/embed')?.href).to.equal('https://maps.example/embed');
    expect(httpUrl('javascript:alert(1)')).to.equal(null);
    expect(httpUrl('data:text/html,x')).to.equal(null);
  });

  it('never gives a URL of another origin, for any generated address', () => {
    fc.assert(
      fc.property(hostileAddress(), (address) => {
        for (const url of [sameOriginUrl(address), movedToThisOrigin(address)]) {
          if (url !== null) expect(url.origin).to.equal(location.origin);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('writes every same-origin URL so that resolving it again gives the same URL', () => {
    fc.assert(
      fc.property(hostileAddress(), (address) => {
        const url = movedToThisOrigin(address);
        if (url === null) return;
        expect(new URL(originRelativeAddress(url), location.href).href).to.equal(url.href);
      }),
      { numRuns: RUNS },
    );
  });
});
