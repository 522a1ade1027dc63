import { expect } from 'chai';
import fc from 'fast-check';
import { afterZeroDelayTimers } from '../../core/test-support/waits.ts';
import { parseHTMLFragment } from '../../core/trusted-html.ts';
import { inertSprite, SPRITE_ATTRIBUTES, SPRITE_ELEMENTS } from './inert-sprite.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Set by any hostile script, handler or frame that runs. */
declare global {
  interface Window {
    hostileRan?: number;
  }
}

/** The sprite as the loader reads it: parsed as HTML, its first `<svg>` rebuilt. */
function rebuilt(markup: string): SVGSVGElement | null {
  const parsed = parseHTMLFragment(markup).querySelector('svg');
  return parsed && inertSprite(parsed);
}

/** Everything in the result that is outside the allow-list, described; empty when it is inert. */
function outsideAllowList(sprite: Element): string[] {
  const wrong: string[] = [];
  const ids = new Set([...sprite.querySelectorAll('[id]')].map((element) => element.id));
  for (const element of [sprite, ...sprite.querySelectorAll('*')]) {
    const name = element.localName;
    if (element.namespaceURI !== SVG_NS || !SPRITE_ELEMENTS.has(name))
      wrong.push(`element ${element.nodeName}`);
    for (const node of element.childNodes) {
      const textOnly = name === 'title' || name === 'desc';
      if (textOnly ? node.nodeType !== Node.TEXT_NODE : node.nodeType !== Node.ELEMENT_NODE) {
        wrong.push(`${node.nodeName} inside ${name}`);
      }
    }
    for (const { name: attribute, namespaceURI, value } of element.attributes) {
      const where = `${name} ${attribute}="${value}"`;
      if (namespaceURI !== null) wrong.push(`namespaced ${where}`);
      else if (attribute === 'href') {
        if (
          !['use', 'linearGradient', 'radialGradient'].includes(name) ||
          !ids.has(value.slice(1)) ||
          value[0] !== '#'
        )
          wrong.push(where);
      } else if (!SPRITE_ATTRIBUTES.has(attribute)) wrong.push(where);
      // No scheme, host, path, quote, escape or declaration; `url(` only as `url(#id)`.
      else if (
        /[:/\\'";<>]/.test(value) ||
        (/url/i.test(value) && !/^\s*url\(\s*#[\w.-]+\s*\)\s*$/.test(value))
      )
        wrong.push(where);
    }
  }
  return wrong;
}

const FORBIDDEN_ELEMENTS = [
  'script',
  'foreignObject',
  'image',
  'a',
  'style',
  'iframe',
  'meta',
  'animate',
  'set',
  'feImage',
  'filter',
  'pattern',
  'text',
  'object',
  'embed',
  'link',
  'img',
  'div',
  'marker',
] as const;

const HOSTILE_ATTRIBUTES = [
  'onload',
  'onclick',
  'onbegin',
  'onerror',
  'style',
  'href',
  'xlink:href',
  'src',
  'srcdoc',
  'xmlns:xlink',
  'attributeName',
  'to',
  'begin',
  'filter',
  'marker-end',
  'cursor',
  'ID',
] as const;

const HOSTILE_VALUES = [
  'javascript:window.hostileRan=1',
  'https://evil.example/icons.svg#icon-a',
  '//evil.example/a.svg#a',
  '#icon-a',
  '#missing',
  ' #icon-a',
  'url(https://evil.example/a.svg#g)',
  'url(#icon-a)',
  "url('#icon-a')",
  'url(javascript:window.hostileRan=1)',
  'url(data:image/svg+xml,x)',
  '\\75 rl(//evil.example/x)',
  'red;background:url(//evil.example/x)',
  'expression(window.hostileRan=1)',
  'data:image/svg+xml,<svg onload=window.hostileRan=1>',
  'window.hostileRan=1',
  'M0 0h24v24H0z',
  '0 0 24 24',
  '#fff',
  'currentColor',
  'rotate(45 12 12)',
] as const;

/** Text and markup inside the elements, HTML that ran or loaded in the reported sprite among it. */
const HOSTILE_TEXT = [
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<iframe srcdoc="<script>parent.hostileRan=1</script>"></iframe>',
  '<style>@import url(https://evil.example/x.css); svg{background:url(//evil.example/y)}</style>',
  '<img src="x" onerror="window.hostileRan=1">',
  '<script>window.hostileRan=1</script>',
  '<a href="javascript:window.hostileRan=1">click</a>',
  '<![CDATA[<script>window.hostileRan=1</script>]]>',
  '<!-- a comment -->',
  'plain text &amp; more',
] as const;

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const attribute = fc
  .tuple(
    fc.oneof(fc.constantFrom(...SPRITE_ATTRIBUTES), fc.constantFrom(...HOSTILE_ATTRIBUTES)),
    fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) }, fc.string({ maxLength: 12 })),
  )
  .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);

/** Random nesting of allowed and forbidden elements, with hostile attributes and text. */
const { node } = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...HOSTILE_TEXT),
    fc
      .record({
        name: fc.oneof(fc.constantFrom(...SPRITE_ELEMENTS), fc.constantFrom(...FORBIDDEN_ELEMENTS)),
        attributes: fc.array(attribute, { maxLength: 4 }),
        children: fc.array(tie('node'), { maxLength: 4 }),
      })
      .map(
        ({ name, attributes, children }) => `<${name}${attributes.join('')}>${children.join('')}</${name}>`,
      ),
  ),
}));

const hostileSprite = fc
  .tuple(fc.array(attribute, { maxLength: 3 }), fc.array(node, { maxLength: 5 }))
  .map(
    ([attributes, children]) =>
      `<svg xmlns="http://www.w3.org/2000/svg"${attributes.join('')}><symbol id="icon-a" viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></symbol>${children.join('')}</svg>`,
  );

describe('inertSprite', () => {
  afterEach(() => {
    delete window.hostileRan;
    for (const sprite of document.querySelectorAll('[data-inert-sprite-test]')) sprite.remove();
  });

  it('keeps symbols, shapes, gradients, clip paths, masks and use of its own symbols as they are', () => {
    const markup = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
      <defs>
        <linearGradient id="g1" x1="0" y1="0" x2="1" y2="1" gradientUnits="objectBoundingBox"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="currentColor" stop-opacity=".5"/></linearGradient>
        <radialGradient id="g2" xlink:href="#g1" cx="12" cy="12" r="10"/>
        <clipPath id="c"><rect width="24" height="24" rx="4"/></clipPath>
        <mask id="m"><circle cx="12" cy="12" r="8" fill="#fff"/></mask>
      </defs>
      <symbol id="icon-cart" viewBox="0 0 24 24"><title>Basket</title><desc>A basket</desc>
        <g clip-path="url(#c)" mask="url(#m)" transform="rotate(45 12 12)"><path d="M1 1h22v22H1z" fill="url(#g2)" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>
        <ellipse cx="5" cy="5" rx="2" ry="1"/><line x1="0" y1="0" x2="4" y2="4"/><polyline points="0,0 1,1"/><polygon points="0,0 1,1 2,0"/></g>
      </symbol>
      <symbol id="icon-cart-big" viewBox="0 0 48 48"><use href="#icon-cart" width="48" height="48"/></symbol>
    </svg>`;
    const sprite = rebuilt(markup);
    expect(sprite).to.not.equal(null);
    expect(outsideAllowList(sprite as SVGSVGElement)).to.deep.equal([]);
    const names = [...(sprite as SVGSVGElement).querySelectorAll('*')].map((element) => element.localName);
    expect(names).to.include.members([
      'defs',
      'linearGradient',
      'radialGradient',
      'stop',
      'clipPath',
      'mask',
      'symbol',
      'title',
      'desc',
      'g',
      'path',
      'ellipse',
      'line',
      'polyline',
      'polygon',
      'use',
    ]);
    expect(sprite?.querySelector('radialGradient')?.getAttribute('href')).to.equal('#g1');
    expect(sprite?.querySelector('use')?.getAttribute('href')).to.equal('#icon-cart');
    expect(sprite?.querySelector('path')?.getAttribute('fill')).to.equal('url(#g2)');
    expect(sprite?.querySelector('g')?.getAttribute('clip-path')).to.equal('url(#c)');
    expect(sprite?.querySelector('title')?.textContent).to.equal('Basket');
  });

  it('leaves out the reported sprite’s HTML inside desc and title, as text at most', () => {
    const sprite = rebuilt(`<svg xmlns="http://www.w3.org/2000/svg"><symbol id="icon-a">
      <desc><meta http-equiv="refresh" content="0;url=https://evil.example/"><iframe srcdoc="<script>parent.hostileRan=1</script>"></iframe></desc>
      <title><style>@import url(https://evil.example/x.css);</style></title>
      <image href="https://evil.example/pixel.png"/><use href="https://evil.example/icons.svg#icon-a"/><use xlink:href="javascript:window.hostileRan=1"/>
      <path d="M0 0" style="fill:url(https://evil.example/x)" onload="window.hostileRan=1"/>
    </symbol></svg>`);
    expect(outsideAllowList(sprite as SVGSVGElement)).to.deep.equal([]);
    expect(sprite?.querySelector('meta, iframe, style, image, script, foreignObject')).to.equal(null);
    expect([...(sprite?.querySelectorAll('use') ?? [])].map((use) => use.hasAttribute('href'))).to.deep.equal(
      [false, false],
    );
    expect(sprite?.querySelector('path')?.hasAttribute('style')).to.equal(false);
  });

  it('refuses what is not an SVG root', () => {
    expect(rebuilt('<div><p>no sprite</p></div>')).to.equal(null);
    const math = parseHTMLFragment('<math><svg></svg></math>').querySelector('math');
    expect(math && inertSprite(math)).to.equal(null);
  });

  it('keeps nothing outside the allow-list of generated hostile sprites, and nothing of them runs', async () => {
    const start = location.href;
    await fc.assert(
      fc.asyncProperty(hostileSprite, async (markup) => {
        const sprite = rebuilt(markup);
        expect(sprite, markup).to.not.equal(null);
        expect(outsideAllowList(sprite as SVGSVGElement), markup).to.deep.equal([]);
        expect(sprite?.querySelector('#icon-a'), markup).to.not.equal(null);
        sprite?.setAttribute('data-inert-sprite-test', '');
        if (sprite) document.body.prepend(sprite);
        await afterZeroDelayTimers();
        expect(window.hostileRan, markup).to.equal(undefined);
        expect(location.href).to.equal(start);
        sprite?.remove();
      }),
      { numRuns: 200 },
    );
  });
});
