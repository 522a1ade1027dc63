/**
 * The addresses the links of a page's partial-update containers point to, read from its markup
 * without a parser (docs/speculation.md "One budget with the hover prefetch"): a container's extent
 * is found by counting its tag name's start and end tags; in it, every `<a href>` to a path of this
 * origin counts. Markup it cannot read (a `>` inside an attribute value) may make it count links
 * outside a container too: an address it names is only ever left out of the speculation rules.
 */

const CONTAINER_START =
  /<([a-z][a-z\d-]*)(?=[\s/>])[^>]*?\sdata-(?:pu|partial-update)-container(?=[\s=/>])[^>]*>/gi;
const LINK_HREF = /<a(?=[\s/>])[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  quot: '"',
  apos: "'",
  '#39': "'",
  lt: '<',
  gt: '>',
};

/** The same-origin paths (with their query, without the fragment) linked from inside containers, sorted, no repeats. */
export function partialUpdateLinkAddresses(html: string): string[] {
  const addresses = new Set<string>();
  for (const region of containerRegions(html)) {
    for (const [, double, single, bare] of region.matchAll(LINK_HREF)) {
      const href = decodeEntities((double ?? single ?? bare ?? '').trim()).split('#')[0] as string;
      if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) addresses.add(href);
    }
  }
  return [...addresses].sort();
}

function* containerRegions(html: string): Generator<string> {
  for (const start of html.matchAll(CONTAINER_START)) {
    const name = (start[1] as string).toLowerCase();
    const from = (start.index ?? 0) + start[0].length;
    const tags = new RegExp(`<(/?)${name}(?=[\\s/>])`, 'gi');
    tags.lastIndex = from;
    let depth = 1;
    let to = html.length;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        to = tag.index;
        break;
      }
    }
    yield html.slice(from, to);
  }
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|apos|#39|lt|gt);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** A URL pattern (href_matches) for this path and query: the pattern syntax's special characters escaped. */
export function exactAddressPattern(address: string): string {
  const escaped = (part: string) => part.replace(/[\\*+?(){}:]/g, '\\$&');
  const queryAt = address.indexOf('?');
  return queryAt === -1
    ? escaped(address)
    : `${escaped(address.slice(0, queryAt))}?${escaped(address.slice(queryAt + 1))}`;
}
