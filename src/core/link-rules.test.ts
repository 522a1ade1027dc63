import { expect } from 'chai';
import fc from 'fast-check';
import { containerForLink, isPlainClick } from './link-rules.ts';
import { usePageFixture } from './test-support/page-fixture.ts';

describe('link rules (which links load as partial updates)', () => {
  const page = usePageFixture();

  /** A link with `attributes` inside `<div id="content" data-pu-container>`. */
  function linkInContainer(
    attributes: string,
    container = '<div id="content" data-pu-container>',
  ): HTMLAnchorElement {
    page.root.innerHTML = `${container}<p><a ${attributes}>link</a></p></div>`;
    return page.root.querySelector('a') as HTMLAnchorElement;
  }

  it('loads a relative link inside a container into that container', () => {
    const link = linkInContainer('href="/cs/kategorie?page=2"');
    expect(containerForLink(link, null)).to.equal(page.root.querySelector('#content'));
  });

  it('reads the long marker data-partial-update-container as the short one', () => {
    const link = linkInContainer('href="page"', '<div id="list" data-partial-update-container>');
    expect(containerForLink(link, null)?.id).to.equal('list');
  });

  it('takes the nearest container', () => {
    page.root.innerHTML =
      '<div id="outer" data-pu-container><section id="inner" data-pu-container><a href="x">x</a></section></div>';
    expect(containerForLink(page.root.querySelector('a') as HTMLAnchorElement, null)?.id).to.equal('inner');
  });

  it('leaves a link outside any container, or in a container without an id, to the browser', () => {
    page.root.innerHTML =
      '<a id="outside" href="x">x</a><div data-pu-container><a id="anonymous" href="x">x</a></div>';
    expect(containerForLink(page.root.querySelector('#outside') as HTMLAnchorElement, null)).to.equal(null);
    expect(containerForLink(page.root.querySelector('#anonymous') as HTMLAnchorElement, null)).to.equal(null);
  });

  for (const attributes of ['', 'href=""', 'href="  "', 'href="x" target="_blank"', 'href="x" download']) {
    it(`leaves <a ${attributes}> to the browser`, () => {
      expect(containerForLink(linkInContainer(attributes), null)).to.equal(null);
    });
  }

  it('leaves a link with settings of its own to the controller (data-pu-*, not the container marker)', () => {
    expect(containerForLink(linkInContainer('href="x" data-pu-target="cart"'), null)).to.equal(null);
    expect(containerForLink(linkInContainer('href="x" data-partial-update-target="cart"'), null)).to.equal(
      null,
    );
  });

  it('leaves a link inside data-no-pu or data-no-partial-update to the browser', () => {
    page.root.innerHTML =
      '<div id="content" data-pu-container><nav data-no-pu><a id="a" href="x">x</a></nav>' +
      '<nav data-no-partial-update><a id="b" href="x">x</a></nav></div>';
    for (const id of ['a', 'b'])
      expect(containerForLink(page.root.querySelector(`#${id}`) as HTMLAnchorElement, null), id).to.equal(
        null,
      );
  });

  it('leaves anchors, other schemes and absolute addresses to the browser, in any case and after spaces', () => {
    const excluded = fc.constantFrom('#', 'javascript:', 'http:', 'https:', 'mailto:', 'tel:', '//');
    const casing = fc.array(fc.boolean(), { minLength: 12, maxLength: 12 });
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(' ', '\t', '\n') }),
        excluded,
        casing,
        fc.string(),
        (space, start, upper, rest) => {
          const href = space + [...start].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('') + rest;
          const link = linkInContainer('');
          link.setAttribute('href', href);
          return containerForLink(link, null) === null;
        },
      ),
    );
  });

  it('leaves links into the file browser to the browser, and only those', () => {
    expect(containerForLink(linkInContainer('href=" /files/catalogue.pdf"'), '/files/')).to.equal(null);
    expect(containerForLink(linkInContainer('href="/filesystem"'), '/files/')?.id).to.equal('content');
  });

  it('counts only a plain click of the main button', () => {
    expect(isPlainClick(new MouseEvent('click', { button: 0 }))).to.equal(true);
    expect(isPlainClick(new MouseEvent('click', { button: 1 }))).to.equal(false);
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])
      expect(isPlainClick(new MouseEvent('click', { button: 0, [modifier]: true })), modifier).to.equal(
        false,
      );
  });
});
