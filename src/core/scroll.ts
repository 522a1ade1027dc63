/**
 * Animated scrolling after a swap and to anchors (docs/protocol.md). Timer-based easing read from
 * `Date.now()`, so fake timers drive it; `prefers-reduced-motion: reduce` jumps at once. A new
 * animation stops the one still running, and so does the visitor's own scrolling: the animation
 * never pulls the page back from where they went. Each promise resolves with where its animation
 * left the page, so a caller can tell whether the visitor has scrolled on from there.
 */
import {
  POST_REPLACEMENT_SCROLL_CHECK_MS,
  SCROLL_TO_ANCHOR_MS,
  SCROLL_TO_CONTAINER_MS,
} from './constants.ts';
import { prefersReducedMotion } from './reduced-motion.ts';

/** One animation step, about a display frame. */
const FRAME_MS = 16;

let stopRunningAnimation: (() => void) | null = null;

/**
 * Scrolls up to a replaced container over 250 ms, only when the page is scrolled below its top
 * (the visitor would otherwise not see that the region changed).
 */
export function scrollToContainer(element: Element): Promise<number> {
  if (!element.isConnected || element.getBoundingClientRect().top >= 0)
    return Promise.resolve(window.scrollY);
  return animateScrollTo(documentTop(element), SCROLL_TO_CONTAINER_MS);
}

/**
 * Runs the container scroll check of the regions one swap replaced 50 ms later, once the new markup
 * has laid out: one timer for them all, checked in order (a later region's scroll stops an earlier one's).
 */
export function schedulePostReplacementScroll(elements: readonly Element[]): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      Promise.all(elements.map((element) => scrollToContainer(element))).then(() => resolve());
    }, POST_REPLACEMENT_SCROLL_CHECK_MS);
  });
}

/** Scrolls so the target's top sits `offsetPx` below the top of the window. */
export function scrollToAnchor(
  target: Element,
  durationMs: number = SCROLL_TO_ANCHOR_MS,
  offsetPx = 0,
): Promise<number> {
  return animateScrollTo(documentTop(target) - offsetPx, durationMs);
}

/** Puts the page at a position at once (where a history entry was left), stopping a running animation. */
export function jumpToPosition(left: number, top: number): void {
  stopRunningAnimation?.();
  // 'instant' overrides a page's `scroll-behavior: smooth`.
  window.scrollTo({ left, top, behavior: 'instant' });
}

function animateScrollTo(top: number, durationMs: number): Promise<number> {
  stopRunningAnimation?.();
  const root = document.documentElement;
  const end = Math.max(0, Math.min(top, root.scrollHeight - root.clientHeight));
  const start = window.scrollY;
  if (durationMs <= 0 || start === end || prefersReducedMotion()) {
    return Promise.resolve(jumpTo(end));
  }
  return new Promise((resolve) => {
    const startedAt = Date.now();
    let placedAt = start;
    let timer = setTimeout(step, Math.min(FRAME_MS, durationMs));
    const stop = (): void => {
      clearTimeout(timer);
      if (stopRunningAnimation === stop) stopRunningAnimation = null;
      resolve(placedAt);
    };
    stopRunningAnimation = stop;
    function step(): void {
      // Away from where the last step put it (more than rounding): someone else scrolled.
      const interrupted = Math.abs(window.scrollY - placedAt) > 1;
      const elapsed = Date.now() - startedAt;
      if (!interrupted) placedAt = jumpTo(start + (end - start) * swing(Math.min(1, elapsed / durationMs)));
      if (!interrupted && elapsed < durationMs)
        timer = setTimeout(step, Math.min(FRAME_MS, durationMs - elapsed));
      else stop();
    }
  });
}

/** Slow at both ends, like the classic "swing" easing. */
function swing(progress: number): number {
  return 0.5 - Math.cos(progress * Math.PI) / 2;
}

/** Scrolls there at once; returns where the page came to rest (a short page stops at its end). */
function jumpTo(top: number): number {
  // 'instant' overrides a page's `scroll-behavior: smooth`, which would fight the animation.
  window.scrollTo({ top: Math.round(top), left: window.scrollX, behavior: 'instant' });
  return window.scrollY;
}

function documentTop(element: Element): number {
  return element.getBoundingClientRect().top + window.scrollY;
}
