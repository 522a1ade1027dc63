/**
 * The document title of a history entry (docs/protocol.md, `PU-Title`): an update that becomes an
 * entry, or replays one on back/forward, shows the title its page has on a full load.
 */
import { PU_TITLE_HEADER } from '../../protocol/partial-update.ts';

/** The title a `PU-Title` value carries; null without one, or when it is malformed (logged). */
export function titleOfHeader(headerValue: string | null): string | null {
  if (!headerValue) return null;
  try {
    // The server's encodeTitleHeader (src/protocol/partial-update.ts) percent-encodes it.
    return decodeURIComponent(headerValue);
  } catch {
    console.error(
      `Ignored the ${PU_TITLE_HEADER} header: ${JSON.stringify(headerValue)} is not percent-encoded UTF-8.`,
    );
    return null;
  }
}

/** Shows the title of the entry the page now stands for; null leaves the title as it is. */
export function showTitle(title: string | null | undefined): void {
  if (title) document.title = title;
}
