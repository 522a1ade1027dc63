/**
 * Slides out of the container's view are inert (APG carousel: slides not shown are hidden), so Tab
 * past the controls enters the slide shown instead of a hidden one whose focus would scroll the
 * carousel back. The current slide never is: a control makes it current before its scroll arrives.
 *
 * Which slides are in view comes from an IntersectionObserver on the container: the browser works
 * it out with the frame's own layout, where reading the slides' boxes after the first commit and
 * on every scroll event forced a layout of the whole page each time.
 */
import { useEffect, useRef } from 'react';

/** Tolerance for sub-pixel positions after snapping and zoom: a slide showing 1 px is out of view. */
const IN_VIEW_MARGIN = '0px -1px';

export function useInertHiddenSlides(
  scroller: HTMLElement | undefined,
  slides: readonly Element[],
  current: number,
): void {
  // The observer reports outside React's renders: it sets the attributes itself, from the latest
  // current slide. Until it first reports, no slide is taken for hidden (nothing the server showed
  // goes inert).
  const hidden = useRef(new Set<Element>());
  const currentSlide = useRef(current);
  currentSlide.current = current;
  const mark = () => {
    slides.forEach((slide, index) => {
      slide.toggleAttribute('inert', index !== currentSlide.current && hidden.current.has(slide));
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: mark reads the latest slides and current slide.
  useEffect(() => {
    if (!scroller) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) hidden.current.delete(entry.target);
          else hidden.current.add(entry.target);
        }
        mark();
      },
      { root: scroller, rootMargin: IN_VIEW_MARGIN },
    );
    for (const slide of slides) observer.observe(slide);
    return () => {
      observer.disconnect();
      hidden.current.clear();
      // Server markup the carousel lets go of is whole again.
      for (const slide of slides) slide.removeAttribute('inert');
    };
  }, [scroller, slides]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new current slide is marked at once.
  useEffect(mark, [current]);
}
