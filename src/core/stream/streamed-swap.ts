/**
 * One multi-target update whose regions are swapped as their parts arrive (docs/protocol.md,
 * "Streamed answers"). It swaps only a part that is complete, of an answer the update will swap
 * anyway (status 200, no redirect, no expired session) and while the update is the newest of its
 * regions; what it cannot swap early it leaves to the update's swap of the whole answer. The update
 * keeps the rule of one swap: focus, announcement and history once, after the last region.
 */
import {
  PU_REDIRECT_HEADER,
  PU_SESSION_EXPIRED_HEADER,
  SESSION_EXPIRED_MARKER,
} from '../../protocol/partial-update.ts';
import { SWAP_SETTINGS_SELECTOR } from '../../protocol/partial-update-markup.ts';
import { captureFocus, type FocusSnapshot } from '../focus-keeper.ts';
import { elementOrEmpty } from '../response-parser.ts';
import type { PartialUpdateSettings } from '../settings.ts';
import { type Replacement, swapRegions } from '../swapper.ts';
import type { TransportResponse } from '../transport.ts';
import { type ArrivedPart, MultiTargetReader } from './multi-target-reader.ts';
import { regionsOfParts } from './multi-target-regions.ts';

export class StreamedSwap {
  readonly #reader = new MultiTargetReader();
  /** Set once nothing more is swapped early: the rest waits for the whole answer. */
  #buffering: boolean;
  /** Each region swapped early: what it replaced, to be put back when the update fails. */
  readonly #swapped = new Map<string, { previous: Element; current: Element }>();
  /** How much of the body is known to carry no session-expired marker. */
  #checkedTo = 0;
  /** Focus and scroll position from before the first region changed. */
  focus: FocusSnapshot | undefined;
  leftAt: number | undefined;

  constructor(
    private readonly settings: PartialUpdateSettings,
    private readonly isCurrent: () => boolean,
  ) {
    // All or nothing when the trigger asks for it; a morph or a view transition swaps all at once.
    this.#buffering =
      settings.together || !!settings.swap || !!settings.transition || settings.target.some(hasSwapSettings);
  }

  /**
   * Swaps every region whose part the answer so far completes (the last part too once the body is
   * `whole`: its end is the body's, and told before the update has the answer).
   */
  advance(response: TransportResponse, whole: boolean): void {
    // An answer the update will not swap is not read: it may still be followed by one that is — a
    // request refused for a stale token is sent once more (delivery/fresh-token.ts), and its answer
    // reported from its first byte.
    if (this.#buffering || !this.#willBeSwapped(response)) return;
    try {
      if (!this.isCurrent()) throw response;
      this.#swap(this.#reader.read(response.body, whole), response.body);
    } catch {
      // Whatever stops the early swaps (an unparseable start included) is the whole answer's to report.
      this.#buffering = true;
    }
  }

  /**
   * The update swaps the rest of the whole answer now: nothing more is swapped early (the same
   * request may be reported again, by the answer cache's revalidation). Returns the regions left, in
   * target order.
   */
  endEarlySwaps(): string[] {
    this.#buffering = true;
    return this.#pending();
  }

  /** Every region of the update in target order: those swapped early and `rest`, swapped last. */
  inTargetOrder(rest: Replacement[], swapped: Element[]): Element[] {
    return this.settings.target.map(
      (id) => this.#swapped.get(id)?.current ?? (swapped[rest.findIndex((r) => r.id === id)] as Element),
    );
  }

  /** The update failed or was aborted: every region swapped early gets back what it replaced. */
  undo(): void {
    this.#buffering = true;
    for (const { previous, current } of [...this.#swapped.values()].reverse())
      if (current.isConnected) current.replaceWith(previous);
    this.#swapped.clear();
  }

  /**
   * The answer is one the update swaps (partial-update.ts checks the same on the whole answer). The
   * body is looked through for the session-expired marker as it grows, each part of it once.
   */
  #willBeSwapped(response: TransportResponse): boolean {
    if (
      response.status !== 200 ||
      response.header(PU_REDIRECT_HEADER) !== null ||
      response.header(PU_SESSION_EXPIRED_HEADER) !== null
    )
      return false;
    const { body } = response;
    // A marker may straddle what was looked through and what is new; a body told anew starts over.
    const from =
      body.length < this.#checkedTo ? 0 : Math.max(0, this.#checkedTo - SESSION_EXPIRED_MARKER.length + 1);
    if (body.includes(SESSION_EXPIRED_MARKER, from)) return false;
    this.#checkedTo = body.length;
    return true;
  }

  #pending(): string[] {
    return this.settings.target.filter((id) => !this.#swapped.has(id));
  }

  /**
   * Swaps the parts one read of `text` completed, together: parsed at once and swapped in one call,
   * as a whole answer is (a loopback or a fast server delivers most of an answer in one read).
   */
  #swap(arrived: ArrivedPart[], text: string): void {
    const pending = this.#pending();
    const waiting = new Set(pending);
    const parts = arrived.filter(({ id }) => waiting.has(id));
    if (parts.length === 0) return;
    const ids = parts.map(({ id }) => id);
    const containers = ids.map((id) => document.getElementById(id));
    // As for the whole answer, a region gone for the moment holds back every region (swapper.ts);
    // one now asking for a morph waits for the whole answer too.
    if (
      pending.some((other) => !document.getElementById(other)?.parentNode) ||
      containers.some((container) => container?.matches(SWAP_SETTINGS_SELECTOR))
    )
      throw parts;
    // Every part the read completed, each region once: the text as it came is exactly those parts.
    const asReceived = parts.length === arrived.length && new Set(ids).size === ids.length;
    const elements = regionsOfParts(
      new Map(parts.map(({ id, markup }) => [id, markup])),
      ids,
      asReceived ? text.slice((parts[0] as ArrivedPart).from, (parts.at(-1) as ArrivedPart).to) : undefined,
    );
    if (!this.focus) {
      this.focus = captureFocus();
      this.leftAt = window.scrollY;
    }
    // With the update's settings: a replay of back/forward or a refresh keeps the page still here too.
    const swapped = swapRegions(
      ids.map((id, index) => ({ id, element: elementOrEmpty(elements[index], id) })),
      this.settings,
    ) as Element[];
    for (const [index, id] of ids.entries())
      this.#swapped.set(id, { previous: containers[index] as Element, current: swapped[index] as Element });
  }
}

function hasSwapSettings(id: string): boolean {
  return !!document.getElementById(id)?.matches(SWAP_SETTINGS_SELECTOR);
}
