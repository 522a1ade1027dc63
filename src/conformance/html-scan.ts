/**
 * Just enough HTML reading for the kit, without a DOM: the tags of an answer in order, an element
 * found by id or attribute with its extent, its direct children, and text with entities decoded.
 * Answers are server markup, well-formed enough that counting open and close tags finds an end.
 */

export interface Tag {
  name: string;
  attributes: Map<string, string>;
  closing: boolean;
  /** Offsets of `<` and just after `>`. */
  start: number;
  end: number;
}

export interface ScannedElement {
  tag: Tag;
  /** Offset just after the closing tag (the opening tag's end for a void element). */
  end: number;
  /** The markup between the opening and the closing tag. */
  inner: string;
}

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Their content is text up to their closing tag: a `<` inside does not open a tag. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title']);
const TAG_OR_COMMENT =
  /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:.-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function readAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/** Every tag of `html` in order (comments skipped, raw-text element content skipped). */
export function tagsOf(html: string): Tag[] {
  const tags: Tag[] = [];
  const pattern = new RegExp(TAG_OR_COMMENT.source, 'g');
  let match: RegExpExecArray | null = pattern.exec(html);
  while (match !== null) {
    const name = (match[2] ?? '').toLowerCase();
    if (name !== '') {
      const tag: Tag = {
        name,
        attributes: readAttributes(match[3] ?? ''),
        closing: match[1] === '/',
        start: match.index,
        end: match.index + match[0].length,
      };
      tags.push(tag);
      if (!tag.closing && RAW_TEXT_ELEMENTS.has(name)) {
        const close = html.toLowerCase().indexOf(`</${name}`, tag.end);
        pattern.lastIndex = close === -1 ? html.length : close;
      }
    }
    match = pattern.exec(html);
  }
  return tags;
}

/** Index of the tag closing the element opened at `tags[index]`, or -1. */
function closingIndex(tags: readonly Tag[], index: number): number {
  const name = tags[index]?.name;
  let depth = 0;
  for (let i = index; i < tags.length; i += 1) {
    const tag = tags[i]!;
    if (tag.name !== name) continue;
    depth += tag.closing ? -1 : 1;
    if (depth === 0) return i;
  }
  return -1;
}

function elementAt(html: string, tags: readonly Tag[], index: number): ScannedElement {
  const tag = tags[index]!;
  if (VOID_ELEMENTS.has(tag.name)) return { tag, end: tag.end, inner: '' };
  const close = tags[closingIndex(tags, index)];
  const end = close ? close.end : html.length;
  return { tag, end, inner: html.slice(tag.end, close ? close.start : html.length) };
}

/** The first element whose opening tag satisfies `test`. */
export function findElement(html: string, test: (tag: Tag) => boolean): ScannedElement | null {
  const tags = tagsOf(html);
  const index = tags.findIndex((tag) => !tag.closing && test(tag));
  return index === -1 ? null : elementAt(html, tags, index);
}

export function findById(html: string, id: string): ScannedElement | null {
  return findElement(html, (tag) => tag.attributes.get('id') === id);
}

export function findWithAttribute(html: string, attribute: string): ScannedElement | null {
  return findElement(html, (tag) => tag.attributes.has(attribute));
}

/** Every element whose opening tag satisfies `test`, outermost first. */
export function findAll(html: string, test: (tag: Tag) => boolean): ScannedElement[] {
  const tags = tagsOf(html);
  return tags.flatMap((tag, index) => (!tag.closing && test(tag) ? [elementAt(html, tags, index)] : []));
}

/** The direct child elements of an element's inner markup, as their outer markup. */
export function childElements(inner: string): string[] {
  const tags = tagsOf(inner);
  const children: string[] = [];
  for (let index = 0; index < tags.length; index += 1) {
    if (tags[index]!.closing) continue;
    const child = elementAt(inner, tags, index);
    children.push(inner.slice(child.tag.start, child.end));
    while (index + 1 < tags.length && tags[index + 1]!.start < child.end) index += 1;
  }
  return children;
}

/** The text of the document's `<title>`, decoded; null without one. */
export function documentTitle(html: string): string | null {
  const title = findElement(html, (tag) => tag.name === 'title');
  return title ? decodeEntities(title.inner).trim() : null;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}
