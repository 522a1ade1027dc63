/**
 * Where the slides sit inside their scroll-snap container, measured from the layout rather than
 * from offsetLeft, so the shop's CSS need not make the container an offset parent.
 */

/** Tolerance for sub-pixel positions after snapping and zoom. */
const EPSILON_PX = 1;

/** The scroll position that puts the slide's left edge at the container's, within the scroll range. */
export function scrollLeftOf(scroller: HTMLElement, slide: Element): number {
  const inner = scroller.getBoundingClientRect().left + scroller.clientLeft;
  const left = scroller.scrollLeft + slide.getBoundingClientRect().left - inner;
  return Math.max(0, Math.min(Math.round(left), scroller.scrollWidth - scroller.clientWidth));
}

/** The container shows the slide already (or cannot scroll any closer to it). */
export function isScrolledTo(scroller: HTMLElement, slide: Element): boolean {
  return Math.abs(scroller.scrollLeft - scrollLeftOf(scroller, slide)) <= EPSILON_PX;
}

/** The slide is shown whole: it stays the current one while several fit side by side. */
export function isFullyVisible(scroller: HTMLElement, slide: Element): boolean {
  const frame = scroller.getBoundingClientRect();
  const box = slide.getBoundingClientRect();
  return box.left >= frame.left - EPSILON_PX && box.right <= frame.right + EPSILON_PX;
}

/** The slide whose left edge is nearest to the container's: where a swipe or scroll came to rest. */
export function nearestSlide(scroller: HTMLElement, slides: readonly Element[]): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  slides.forEach((slide, index) => {
    const distance = Math.abs(scrollLeftOf(scroller, slide) - scroller.scrollLeft);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}
