import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { exactAddressPattern, partialUpdateLinkAddresses } from './partial-update-link-addresses.ts';

describe('partialUpdateLinkAddresses', () => {
  it('names the addresses linked from inside partial-update containers, and only those', () => {
    const html = `<header><a href="/en/category/lamps">Lamps</a><a href="/en/help">Help</a></header>
      <main id="content" data-pu-container tabindex="-1"><div><main>nested</main>
        <a class="card" href="/en/product/7#reviews">A lamp</a>
        <a href='/en/category/lamps?page=2&amp;sort=price'>2</a>
        <a href=https://other.example/x>away</a><a href="//evil.example/">evil</a><a href="#top">top</a>
      </div></main>
      <footer><a href="/en/stores">Stores</a></footer>
      <section id="side" data-partial-update-container><a data-pu-target="side" href="/en/news">News</a></section>`;
    assert.deepEqual(partialUpdateLinkAddresses(html), [
      '/en/category/lamps?page=2&sort=price',
      '/en/news',
      '/en/product/7',
    ]);
  });

  it('names nothing in a page without a container', () => {
    assert.deepEqual(partialUpdateLinkAddresses('<main id="content"><a href="/en/">Home</a></main>'), []);
  });

  it('never throws and names only paths of this origin (generated markup)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string(), (before, inside) => {
        const html = `${before}<div id="c" data-pu-container>${inside}<a href="/x">x</a></div>`;
        const addresses = partialUpdateLinkAddresses(html);
        for (const address of addresses)
          assert.ok(address.startsWith('/') && !address.startsWith('//'), address);
      }),
    );
  });
});

describe('exactAddressPattern', () => {
  it('escapes the URL pattern syntax in the path and in the query', () => {
    assert.equal(exactAddressPattern('/en/product/7'), '/en/product/7');
    assert.equal(exactAddressPattern('/a:b/(c)*?q=a+b&r={x}?'), '/a\\:b/\\(c\\)\\*?q=a\\+b&r=\\{x\\}\\?');
  });
});
