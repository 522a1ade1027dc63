/**
 * A strict reader of the small XML the demo draws (elements, attributes, text, character and the
 * five predefined entity references; no declarations, comments or CDATA): it throws on anything
 * not well-formed and answers the root element's name and decoded attributes. For tests: the
 * pictures must parse in any XML reader, not only in a forgiving browser.
 */

export interface XmlRoot {
  readonly name: string;
  readonly attributes: ReadonlyMap<string, string>;
  readonly elementCount: number;
}

const NAME = /^[A-Za-z_:][\w:.-]*/;
const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function isXmlCodePoint(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Decodes references in text or an attribute value; throws on a bare & or a reference to no character. */
function decode(text: string, where: string): string {
  for (const character of text) {
    if (!isXmlCodePoint(character.codePointAt(0) as number))
      throw new Error(`not an XML character in ${where}`);
  }
  return text.replace(/&([^;]*);?/g, (whole, body: string) => {
    if (!whole.endsWith(';')) throw new Error(`bare & in ${where}`);
    const numeric = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(body);
    if (numeric) {
      const code = numeric[1] ? Number.parseInt(numeric[1], 16) : Number(numeric[2]);
      if (!isXmlCodePoint(code)) throw new Error(`reference to a non-character &${body}; in ${where}`);
      return String.fromCodePoint(code);
    }
    const named = PREDEFINED[body];
    if (named === undefined) throw new Error(`unknown entity &${body}; in ${where}`);
    return named;
  });
}

export function readXml(source: string): XmlRoot {
  let at = 0;
  const open: string[] = [];
  let root: { name: string; attributes: Map<string, string> } | undefined;
  let elementCount = 0;
  const fail = (message: string): never => {
    throw new Error(`${message} at ${at}: ${JSON.stringify(source.slice(at, at + 40))}`);
  };
  while (at < source.length) {
    const next = source.indexOf('<', at);
    const text = source.slice(at, next === -1 ? source.length : next);
    if (text.length > 0) {
      if (open.length === 0 && text.trim() !== '') fail('text outside the root element');
      if (text.includes('>') && text.includes(']]>')) fail(']]> in text');
      decode(text, 'text');
    }
    if (next === -1) break;
    at = next;
    if (source.startsWith('</', at)) {
      const match = /^<\/([A-Za-z_:][\w:.-]*)\s*>/.exec(source.slice(at));
      if (!match) fail('malformed end tag');
      if (open.pop() !== match![1]) fail(`end tag </${match![1]}> does not close the open element`);
      at += match![0].length;
      continue;
    }
    at += 1;
    const name = NAME.exec(source.slice(at))?.[0] ?? fail('malformed start tag');
    at += name.length;
    if (open.length === 0 && root) fail('a second root element');
    const attributes = new Map<string, string>();
    for (;;) {
      const space = /^\s*/.exec(source.slice(at))![0];
      at += space.length;
      if (source.startsWith('/>', at) || source.startsWith('>', at)) break;
      if (space.length === 0) fail('attributes must be separated by white space');
      const attribute = /^([A-Za-z_:][\w:.-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/.exec(source.slice(at));
      if (!attribute) fail('malformed attribute');
      const [whole, attributeName, , double, single] = attribute!;
      if (attributes.has(attributeName!)) fail(`attribute ${attributeName} given twice`);
      attributes.set(attributeName!, decode(double ?? single ?? '', `attribute ${attributeName}`));
      at += whole.length;
    }
    elementCount += 1;
    if (!root) root = { name, attributes };
    if (source.startsWith('/>', at)) at += 2;
    else {
      at += 1;
      open.push(name);
    }
  }
  if (!root) throw new Error('no root element');
  if (open.length > 0) throw new Error(`unclosed <${open.at(-1)}>`);
  return { name: root.name, attributes: root.attributes, elementCount };
}
