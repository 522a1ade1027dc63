/**
 * The progress cursor: a small spinner that follows the mouse while partial updates
 * run. It appears 210 ms after a request that counts toward progress starts (quick answers show
 * nothing), hides when none remain, and hides near the window edges, where it would cover the
 * browser's own chrome or scroll bars. One per page. Decorative: `aria-hidden`, since the updating
 * container carries `aria-busy`.
 */
import { html, render } from 'lit-html';
import {
  PROGRESS_SPINNER_DELAY_MS,
  PROGRESS_SPINNER_NEAR_BOTTOM_RIGHT_PX,
  PROGRESS_SPINNER_NEAR_TOP_LEFT_PX,
  PROGRESS_SPINNER_OFFSET_PX,
} from './constants.ts';

const CURSOR_STYLE = 'position:fixed;z-index:2147483647;pointer-events:none;align-items:center;gap:4px';
const RING_STYLE =
  'width:20px;height:20px;box-sizing:border-box;border:3px solid rgba(0,0,0,.2);' +
  'border-top-color:#333;border-radius:50%';
const PERCENT_STYLE =
  'font:12px/1 sans-serif;color:#222;background:rgba(255,255,255,.9);padding:2px 4px;border-radius:3px';

export interface PointerPosition {
  x: number;
  y: number;
}

/** Whether the spinner shows, where it was last placed, and the upload percentage beside it. */
interface CursorView {
  shown: boolean;
  at: PointerPosition | null;
  percent: number | null;
}

/**
 * The spinner's markup. Styles go in through `.style` (the CSSOM), which a strict CSP without
 * `'unsafe-inline'` allows, where a `style` attribute would be refused.
 */
const cursorTemplate = ({ shown, at, percent }: CursorView) => html`<div
  class="fg-progress-cursor"
  aria-hidden="true"
  .style=${`${CURSOR_STYLE};display:${shown ? 'flex' : 'none'}${at ? `;left:${at.x}px;top:${at.y}px` : ''}`}
><span class="fg-progress-cursor__ring" .style=${RING_STYLE}></span><span
  class="fg-progress-cursor__percent"
  .style=${PERCENT_STYLE}
  ?hidden=${percent === null}
>${percent === null ? '' : `${percent} %`}</span></div>`;

export class ProgressCursor {
  /** The spinner (appended to the body when first shown). */
  readonly element: HTMLElement;
  readonly #ring: HTMLElement;
  readonly #doc: Document;
  /**
   * The template is rendered once into this fragment and its element moved to the body; later
   * renders update the same nodes in place.
   */
  readonly #view: DocumentFragment;
  #countedRequests = 0;
  #showTimer: ReturnType<typeof setTimeout> | undefined;
  #showing = false;
  #pointer: PointerPosition | null = null;
  /** Where the spinner was last placed; kept while it is hidden. */
  #placed: PointerPosition | null = null;
  #percent: number | null = null;
  #spin: Animation | null = null;

  /** `pointer`: where the pointer was last seen, when the cursor is created after the page started. */
  constructor(doc: Document = document, pointer: PointerPosition | null = null) {
    this.#doc = doc;
    this.#pointer = pointer;
    this.#view = doc.createDocumentFragment();
    this.#render(false);
    this.element = this.#view.querySelector('.fg-progress-cursor') as HTMLElement;
    this.#ring = this.element.querySelector('.fg-progress-cursor__ring') as HTMLElement;
    // Touch has no mouse move: a tap still tells where the visitor is looking.
    doc.addEventListener('mousemove', this.#onPointer, { passive: true, capture: true });
    doc.addEventListener('pointerdown', this.#onPointer, { passive: true, capture: true });
  }

  /** Whether the spinner is on screen now. */
  get visible(): boolean {
    return this.element.isConnected && this.element.style.display !== 'none';
  }

  /** A request started; only counted ones (`includeToProgress`) show the spinner. */
  requestStarted(countsTowardProgress: boolean): void {
    if (!countsTowardProgress) return;
    this.#countedRequests += 1;
    if (this.#countedRequests === 1 && !this.#showing) {
      this.#showTimer = setTimeout(() => this.#show(), PROGRESS_SPINNER_DELAY_MS);
    }
  }

  /** A request ended (pass the same flag it started with). */
  requestFinished(countsTowardProgress = true): void {
    if (!countsTowardProgress || this.#countedRequests === 0) return;
    this.#countedRequests -= 1;
    if (this.#countedRequests === 0) this.#hide();
  }

  /** Shows an upload percentage beside the spinner; null removes it. */
  setUploadProgress(percent: number | null): void {
    this.#percent = percent === null ? null : Math.round(Math.min(100, Math.max(0, percent)));
    this.#place();
  }

  dispose(): void {
    this.#countedRequests = 0;
    this.#hide();
    this.element.remove();
    this.#doc.removeEventListener('mousemove', this.#onPointer, { capture: true });
    this.#doc.removeEventListener('pointerdown', this.#onPointer, { capture: true });
  }

  readonly #onPointer = (event: MouseEvent): void => {
    this.#pointer = { x: event.clientX, y: event.clientY };
    if (this.#showing) this.#place();
  };

  #show(): void {
    this.#showTimer = undefined;
    this.#showing = true;
    if (!this.element.isConnected) this.#doc.body.append(this.element);
    if (!this.#doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      this.#spin = this.#ring.animate?.([{ transform: 'rotate(0)' }, { transform: 'rotate(360deg)' }], {
        duration: 800,
        iterations: Number.POSITIVE_INFINITY,
      });
    }
    this.#place();
  }

  #hide(): void {
    clearTimeout(this.#showTimer);
    this.#showTimer = undefined;
    this.#showing = false;
    this.#spin?.cancel();
    this.#spin = null;
    this.#percent = null;
    this.#render(false);
  }

  /** Follows the pointer at the offset; with no pointer known yet, the middle of the window. */
  #place(): void {
    if (!this.#showing) {
      this.#render(false);
      return;
    }
    const view = this.#doc.defaultView;
    const width = view?.innerWidth ?? 0;
    const height = view?.innerHeight ?? 0;
    const pointer = this.#pointer;
    if (pointer && nearWindowEdge(pointer, width, height)) {
      this.#render(false);
      return;
    }
    this.#placed = pointer
      ? { x: pointer.x + PROGRESS_SPINNER_OFFSET_PX, y: pointer.y + PROGRESS_SPINNER_OFFSET_PX }
      : { x: width / 2, y: height / 2 };
    this.#render(true);
  }

  #render(shown: boolean): void {
    render(cursorTemplate({ shown, at: this.#placed, percent: this.#percent }), this.#view);
  }
}

/**
 * "Within 10 px of the top/left": the first 10 pixel rows and columns (0-9); "within 50 px of the
 * bottom/right": the last 50 (width-50 to width-1).
 */
export function nearWindowEdge(pointer: PointerPosition, width: number, height: number): boolean {
  return (
    pointer.x < PROGRESS_SPINNER_NEAR_TOP_LEFT_PX ||
    pointer.y < PROGRESS_SPINNER_NEAR_TOP_LEFT_PX ||
    pointer.x >= width - PROGRESS_SPINNER_NEAR_BOTTOM_RIGHT_PX ||
    pointer.y >= height - PROGRESS_SPINNER_NEAR_BOTTOM_RIGHT_PX
  );
}
