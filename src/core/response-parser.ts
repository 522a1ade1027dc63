/**
 * Reads the regions out of a partial-update response (the wire contract: docs/protocol.md). A
 * multi-target body is split by the lazy chunk of stream/multi-target.ts, which also swaps its
 * regions as they arrive.
 */
import { MULTI_TARGET_DELIMITER } from '../protocol/partial-update.ts';
import { responseElementMissingMessage } from './errors.ts';
import { parseHTMLFragment } from './trusted-html.ts';

/** True when the body is a multi-target response. */
export function isMultiTargetResponse(body: string): boolean {
  return body.trimStart().startsWith(MULTI_TARGET_DELIMITER);
}

/**
 * Parses markup inertly (scripts do not run, nothing loads) and returns the element with the id, or
 * null when the markup has no such element. It stays in the parser's document until the swap puts
 * it in the page: inserting adopts it, and keeps the parser's record that its scripts belong
 * elsewhere (they never run); adopting it first would walk its nodes once more.
 */
export function extractElement(markup: string, id: string): Element | null {
  return parseHTMLFragment(markup).getElementById(id);
}

/** A region missing from the answer is logged and an empty container substituted. */
export function elementOrEmpty(element: Element | null | undefined, id: string): Element {
  if (element) return element;
  console.error(responseElementMissingMessage(id));
  const current = document.getElementById(id);
  const empty = current ? (current.cloneNode(false) as Element) : document.createElement('div');
  empty.id = id;
  return empty;
}
