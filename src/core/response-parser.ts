/** Reads the regions out of a partial-update response (the wire contract: docs/protocol.md). */
import { MULTI_TARGET_DELIMITER, WIDGET_MARKER_PREFIX } from '../protocol/partial-update.ts';
import { UnparseableResponseError } from './errors.ts';
import { parseHTMLDocument } from './trusted-html.ts';

/** True when the body is a multi-target response. */
export function isMultiTargetResponse(body: string): boolean {
  return body.trimStart().startsWith(MULTI_TARGET_DELIMITER);
}

/**
 * Splits `<!--pu:delimiters--><!--pu:widget a-->...<!--pu:widget b-->...` into id → markup.
 * A body that does not begin with the delimiter comment is the parse error of docs/protocol.md.
 */
export function parseMultiTargetResponse(body: string): Map<string, string> {
  const text = body.trimStart();
  if (!text.startsWith(MULTI_TARGET_DELIMITER)) throw new UnparseableResponseError();
  const parts = new Map<string, string>();
  const marker = /<!--\s*pu:widget\s+([^\s>]+?)\s*-->/g;
  const rest = text.slice(MULTI_TARGET_DELIMITER.length);
  let match = marker.exec(rest);
  while (match) {
    const id = match[1] ?? '';
    const start = match.index + match[0].length;
    const next = marker.exec(rest);
    parts.set(id, rest.slice(start, next ? next.index : rest.length));
    match = next;
  }
  if (parts.size === 0 && rest.trim() !== '') throw new UnparseableResponseError();
  return parts;
}

/** The comment that introduces one region of a multi-target response. */
export function widgetMarker(id: string): string {
  return `<!--${WIDGET_MARKER_PREFIX}${id}-->`;
}

/**
 * Parses markup inertly (scripts do not run, nothing loads) and returns the element with the id,
 * adopted into this document, or null when the markup has no such element.
 */
export function extractElement(markup: string, id: string): Element | null {
  const found = parseHTMLDocument(markup).getElementById(id);
  // adoptNode (not importNode) keeps the parser's record that its scripts belong elsewhere: they never run.
  return found ? document.adoptNode(found) : null;
}
