/** The regions of a whole multi-target answer (docs/protocol.md, "Several targets"). */
import { MULTI_TARGET_DELIMITER } from '../../protocol/partial-update.ts';
import { UnparseableResponseError } from '../errors.ts';
import { elementOrEmpty, extractElement } from '../response-parser.ts';
import type { Replacement } from '../swap/replacement.ts';
import { parseHTMLFragment } from '../trusted-html.ts';

/**
 * Splits `<!--pu:delimiters--><!--pu:widget a-->...<!--pu:widget b-->...` into id → markup.
 * A body that does not begin with the delimiter comment is the parse error of docs/protocol.md.
 */
export function parseMultiTargetResponse(body: string): Map<string, string> {
  const text = body.trimStart();
  if (!text.startsWith(MULTI_TARGET_DELIMITER)) throw new UnparseableResponseError();
  // Split on the markers, their ids captured: [before the first, id, part, id, part, ...].
  const pieces = text.slice(MULTI_TARGET_DELIMITER.length).split(/<!--\s*pu:widget\s+([^\s>]+?)\s*-->/);
  const parts = new Map<string, string>();
  for (let index = 1; index < pieces.length; index += 2)
    parts.set(pieces[index] as string, pieces[index + 1] as string);
  if (!parts.size && (pieces[0] as string).trim()) throw new UnparseableResponseError();
  return parts;
}

/**
 * Every asked region of a whole multi-target body, in the order asked, read and checked before any
 * is swapped: its element, or an empty container where its part lacks it (logged).
 */
export function replacementsIn(body: string, ids: string[]): Replacement[] {
  // None asked once every region was swapped as it arrived: the answer was read whole then.
  if (!ids.length) return [];
  const found = regionsOfParts(parseMultiTargetResponse(body), ids);
  return ids.map((id, index) => ({ id, element: elementOrEmpty(found[index], id) }));
}

/**
 * The element of each asked id among `parts` (id → markup), in the order asked. Only the asked
 * parts are parsed, at once: the nodes after a marker comment up to the next are that region's part,
 * its element taken where it lies (not moved out first: a swap of many regions is mostly moving
 * nodes); a part that leaves an element open swallows the markers after it, and then each part is
 * parsed alone, as if it were the whole answer. `received` is those very parts as they came, markers
 * and all, when they came one after another: parsed as it is, nothing is joined again.
 */
export function regionsOfParts(
  parts: ReadonlyMap<string, string>,
  ids: string[],
  received?: string,
): (Element | null | undefined)[] {
  const asked = [...new Set(ids)].filter((id) => parts.has(id));
  const parsed = parseHTMLFragment(
    received ?? asked.map((id) => `<!--pu:widget ${id}-->${parts.get(id)}`).join(''),
  );
  // Each part's element: the first of its nodes that is it or holds it, in tree order.
  const found = new Map<string, Element | null>();
  let part: string | undefined;
  for (const node of parsed.childNodes) {
    const marker = node instanceof Comment && MARKER.exec(node.data);
    if (marker) {
      // A closing marker ends the part: what follows it, up to the next part, is no region's.
      part = marker[1];
      if (part !== undefined) found.set(part, null);
    } else if (part !== undefined && !found.get(part) && node instanceof Element)
      found.set(part, node.id === part ? node : node.querySelector(`#${CSS.escape(part)}`));
  }
  const whole = found.size === asked.length;
  return ids.map((id) => (whole ? found.get(id) : extractElement(parts.get(id) ?? '', id)));
}

/** A part's marker comment (its id captured) or a closing one, as the parsed comment's data. */
const MARKER = /^\s*pu:(?:widget\s+([^\s>]+?)|end)\s*$/;
