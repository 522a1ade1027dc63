/**
 * The icon sprite rebuilt from an allow-list (docs/security.md, "An inert icon sprite"): a sprite
 * needs symbols, shapes, gradients, clip paths, masks and `<use>` of its own symbols, nothing that
 * runs, loads, navigates or styles the page. Each allowed element is created anew in the SVG
 * namespace and given only allowed attributes whose values hold no address but a `#id` inside the
 * sprite; `<title>` and `<desc>` get their text only; anything else is left out with everything in
 * it. Nothing of the parsed answer itself goes into the page.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** The elements a sprite is made of. */
export const SPRITE_ELEMENTS: ReadonlySet<string> = new Set([
  'svg',
  'symbol',
  'defs',
  'g',
  'path',
  'circle',
  'ellipse',
  'rect',
  'line',
  'polyline',
  'polygon',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'use',
  'title',
  'desc',
]);

/** Elements that keep their text and nothing else. */
const TEXT_ONLY: ReadonlySet<string> = new Set(['title', 'desc']);

/** Elements whose `href` may name another element of the sprite (a gradient takes another's stops). */
const REFERRING: ReadonlySet<string> = new Set(['use', 'linearGradient', 'radialGradient']);

/** Geometry, paint and reference attributes; never `style`, an event handler or an address. */
export const SPRITE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'id',
  'class',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'd',
  'points',
  'pathLength',
  'transform',
  'gradientTransform',
  'gradientUnits',
  'spreadMethod',
  'offset',
  'stop-color',
  'stop-opacity',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'color',
  'vector-effect',
  'visibility',
  'display',
]);

/** Numbers, names, colours and transform lists: no quote, colon, slash, backslash or semicolon. */
const PLAIN_VALUE = /^[\w\s.,%#()+-]*$/;
/** A paint or clip reference to an element of the sprite: `url(#id)`. */
const LOCAL_URL = /^\s*url\(\s*#[A-Za-z_][\w.-]*\s*\)\s*$/;
const ID = /^[A-Za-z_][\w.-]*$/;
const LOCAL_HREF = /^#([A-Za-z_][\w.-]*)$/;

/** Whether an attribute value says nothing but geometry, paint or a reference inside the sprite. */
export function isInertValue(value: string): boolean {
  if (!PLAIN_VALUE.test(value)) return false;
  return !/url/i.test(value) || LOCAL_URL.test(value);
}

function isSpriteElement(element: Element): boolean {
  return element.namespaceURI === SVG_NS && SPRITE_ELEMENTS.has(element.localName);
}

/** A `use` or gradient whose reference waits until every id of the sprite is known. */
interface PendingReference {
  readonly element: Element;
  readonly id: string;
}

function copyAttributes(source: Element, copy: Element, references: PendingReference[]): void {
  for (const attribute of source.attributes) {
    const { localName, namespaceURI, value } = attribute;
    if (localName === 'href' && (namespaceURI === null || namespaceURI === XLINK_NS)) {
      const id = LOCAL_HREF.exec(value.trim())?.[1];
      if (id !== undefined && REFERRING.has(source.localName)) references.push({ element: copy, id });
      continue;
    }
    if (namespaceURI !== null || !SPRITE_ATTRIBUTES.has(localName)) continue;
    if (localName === 'id' ? ID.test(value) : isInertValue(value)) copy.setAttribute(localName, value);
  }
}

function rebuild(source: Element, references: PendingReference[]): Element {
  const copy = document.createElementNS(SVG_NS, source.localName);
  copyAttributes(source, copy, references);
  if (TEXT_ONLY.has(source.localName)) {
    copy.textContent = source.textContent;
    return copy;
  }
  for (const child of source.children) {
    if (isSpriteElement(child)) copy.append(rebuild(child, references));
  }
  return copy;
}

/**
 * The sprite rebuilt of allowed elements and attributes only, in this document, not yet in the
 * page; null when `source` is not an SVG `<svg>` element.
 */
export function inertSprite(source: Element): SVGSVGElement | null {
  if (!isSpriteElement(source) || source.localName !== 'svg') return null;
  const references: PendingReference[] = [];
  const sprite = rebuild(source, references) as SVGSVGElement;
  const ids = new Set([...sprite.querySelectorAll('[id]')].map((element) => element.id));
  // A reference to nothing in the sprite is dropped: `<use>` never reaches outside it.
  for (const { element, id } of references) if (ids.has(id)) element.setAttribute('href', `#${id}`);
  return sprite;
}
