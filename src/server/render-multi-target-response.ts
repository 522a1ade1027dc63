import { MULTI_TARGET_DELIMITER, widgetMarker } from './constants.ts';
import { PartialUpdateResponseError } from './partial-update-response-error.ts';
import { isWidgetId } from './widget-id.ts';

/** A comment the client would take for a delimiter or a part's end, also with spaces inside `<!--`. */
const DELIMITER_COMMENT = /<!--\s*pu:(?:widget|delimiters|end)\b/;

/** One region of a multi-target answer: its id and its rendered HTML. */
export interface MultiTargetPart {
  readonly id: string;
  readonly html: string;
}

/**
 * Renders the body answering several targets: `<!--pu:delimiters-->`, then each part preceded by
 * `<!--pu:widget ID-->`. The client swaps all parts or none.
 *
 * @throws PartialUpdateResponseError when there are no parts, an id is invalid or repeated, or a
 *   part's HTML contains a delimiter comment (the client would split the part there).
 */
export function renderMultiTargetResponse(parts: readonly MultiTargetPart[]): string {
  checkPartIds(parts.map(({ id }) => id));
  let body = MULTI_TARGET_DELIMITER;
  for (const { id, html } of parts) body += widgetMarker(id) + checkedPartHtml(id, html);
  return body;
}

/**
 * The ids of a multi-target answer's parts, checked: at least one, each a valid widget id, none twice.
 *
 * @throws PartialUpdateResponseError naming the first that is not.
 */
export function checkPartIds(ids: readonly string[]): void {
  if (ids.length === 0)
    throw new PartialUpdateResponseError('A multi-target response needs at least one part.');
  const seen = new Set<string>();
  for (const [index, id] of ids.entries()) {
    if (!isWidgetId(id)) throw new PartialUpdateResponseError(`Part ${index} has an invalid widget id.`);
    if (seen.has(id)) throw new PartialUpdateResponseError(`Widget id ${id} appears more than once.`);
    seen.add(id);
  }
}

/**
 * A part's HTML, checked to hold no delimiter comment (the client would split the part there).
 *
 * @throws PartialUpdateResponseError when it does.
 */
export function checkedPartHtml(id: string, html: string): string {
  if (DELIMITER_COMMENT.test(html))
    throw new PartialUpdateResponseError(
      `The HTML of widget ${id} contains a partial-update delimiter comment.`,
    );
  return html;
}
