/**
 * Reads a multi-target answer while it arrives (docs/protocol.md, "Streamed answers"): a part is
 * complete once its closing marker, the next part's marker or the end of the body has arrived.
 * Fed the text received so far each time, it hands out each complete part once, in wire order.
 */
import { MULTI_TARGET_DELIMITER } from '../../protocol/partial-update.ts';
import { UnparseableResponseError } from '../errors.ts';

/**
 * One part of the answer: the region id its marker names and the markup up to its end; `from` and
 * `to` are where its marker starts and its markup ends in the text read.
 */
export interface ArrivedPart {
  id: string;
  markup: string;
  from: number;
  to: number;
}

// A part's marker (its id captured, as response parsing reads it) or a part's closing marker; only a
// marker whose `-->` has arrived matches, so a marker split between two reads is never taken early.
const MARKERS = /<!--\s*pu:(?:widget\s+([^\s>]+?)|end)\s*-->/g;

export class MultiTargetReader {
  /** Where reading resumes: past the delimiter and every marker read so far; -1 before the delimiter. */
  #position = -1;
  /** The id of the part being read, or null between a closing marker and the next part. */
  #open: string | null = null;
  /** Where the open part's marker starts, and where its markup does. */
  #marker = 0;
  #start = 0;

  /**
   * The parts completed by `text` (everything received so far; `ended` once the body is whole).
   * Throws UnparseableResponseError as soon as the first bytes are not the delimiter comment.
   */
  read(text: string, ended: boolean): ArrivedPart[] {
    if (this.#position < 0) {
      const lead = text.trimStart();
      // Too short to tell yet: only whitespace, or the delimiter still arriving.
      if (!ended && MULTI_TARGET_DELIMITER.startsWith(lead) && lead !== MULTI_TARGET_DELIMITER) return [];
      if (!lead.startsWith(MULTI_TARGET_DELIMITER)) throw new UnparseableResponseError();
      this.#position = text.length - lead.length + MULTI_TARGET_DELIMITER.length;
    }
    const parts: ArrivedPart[] = [];
    MARKERS.lastIndex = this.#position;
    for (let marker = MARKERS.exec(text); marker; marker = MARKERS.exec(text)) {
      this.#close(parts, text, marker.index);
      this.#open = marker[1] ?? null;
      this.#marker = marker.index;
      this.#start = this.#position = MARKERS.lastIndex;
    }
    if (ended) this.#close(parts, text, text.length);
    return parts;
  }

  #close(parts: ArrivedPart[], text: string, end: number): void {
    if (this.#open !== null)
      parts.push({ id: this.#open, markup: text.slice(this.#start, end), from: this.#marker, to: end });
    this.#open = null;
  }
}
