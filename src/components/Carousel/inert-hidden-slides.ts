/**
 * Slides out of the container's view are inert (APG carousel: slides not shown are hidden), so Tab
 * past the controls enters the slide shown instead of a hidden one whose focus would scroll the
 * carousel back. The current slide never is: a control makes it current before its scroll arrives.
 *
 * Which slides are in view comes from an IntersectionObserver on the container: the browser works
 * it out with the frame's own layout, where reading the slides' boxes on every scroll event would
 * force a layout of the whole page each time.
 */

/** Tolerance for sub-pixel positions after snapping and zoom: a slide showing 1 px is out of view. */
const IN_VIEW_MARGIN = '0px -1px';

export interface InertHiddenSlides {
  /** Marks the slides again: the current slide changed. */
  mark(): void;
  /** Stops watching; the slides are whole again (none inert). */
  detach(): void;
}

export function watchInertHiddenSlides(
  scroller: HTMLElement,
  slides: readonly Element[],
  currentSlide: () => number,
): InertHiddenSlides {
  // Until the observer first reports, no slide is taken for hidden (nothing the server showed goes inert).
  const hidden = new Set<Element>();
  const mark = () => {
    const current = currentSlide();
    slides.forEach((slide, index) => {
      slide.toggleAttribute('inert', index !== current && hidden.has(slide));
    });
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) hidden.delete(entry.target);
        else hidden.add(entry.target);
      }
      mark();
    },
    { root: scroller, rootMargin: IN_VIEW_MARGIN },
  );
  for (const slide of slides) observer.observe(slide);
  return {
    mark,
    detach: () => {
      observer.disconnect();
      for (const slide of slides) slide.removeAttribute('inert');
    },
  };
}
