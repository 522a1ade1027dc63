import { MULTI_TARGET_DELIMITER, PART_END_MARKER, widgetMarker } from './constants.ts';
import { checkedPartHtml, checkPartIds } from './render-multi-target-response.ts';

/** One region of a streamed multi-target answer: its id and its HTML, or the promise of it. */
export interface StreamedMultiTargetPart {
  readonly id: string;
  readonly html: string | PromiseLike<string>;
}

/**
 * The body answering several targets, as its regions are rendered (docs/protocol.md, "Streamed
 * answers"): the delimiter comment at once, then each part — its marker, its HTML and the closing
 * `<!--pu:end-->` — as soon as its HTML is ready, whichever part that is. The client swaps each
 * region when its part has arrived, so a slow region does not hold back a fast one. Write the
 * pieces as they come (`Readable.from(...)` for node:http, `ReadableStream.from(...)` for a web
 * response) and send no `Content-Length`.
 *
 * @throws PartialUpdateResponseError at once when there are no parts or an id is invalid or repeated;
 *   from the iteration when a part's HTML contains a delimiter comment or its promise rejects. End
 *   the response then by breaking the connection, not by closing it: the client sees an answer cut
 *   off, puts back the regions it swapped and reports the failure. A closed response would read as
 *   whole.
 */
export function streamMultiTargetResponse(parts: readonly StreamedMultiTargetPart[]): AsyncIterable<string> {
  checkPartIds(parts.map(({ id }) => id));
  return inTurnOfReadiness(parts);
}

async function* inTurnOfReadiness(parts: readonly StreamedMultiTargetPart[]): AsyncGenerator<string> {
  yield MULTI_TARGET_DELIMITER;
  const pending = new Map(
    parts.map(({ id, html }) => [id, Promise.resolve(html).then((ready) => ({ id, html: ready }))]),
  );
  while (pending.size > 0) {
    const { id, html } = await Promise.race(pending.values());
    pending.delete(id);
    yield widgetMarker(id) + checkedPartHtml(id, html) + PART_END_MARKER;
  }
}
