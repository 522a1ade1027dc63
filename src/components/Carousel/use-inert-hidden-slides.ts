/**
 * Slides out of the container's view are inert (APG carousel: slides not shown are hidden), so Tab
 * past the controls enters the slide shown instead of a hidden one whose focus would scroll the
 * carousel back. The current slide never is: a control makes it current before its scroll arrives.
 */
import { useEffect } from 'react';
import { isInView } from './slide-geometry.ts';

export function useInertHiddenSlides(
  scroller: HTMLElement | undefined,
  slides: readonly Element[],
  current: number,
): void {
  useEffect(() => {
    if (!scroller) return;
    const update = () => {
      slides.forEach((slide, index) => {
        slide.toggleAttribute('inert', index !== current && !isInView(scroller, slide));
      });
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    scroller.addEventListener('scrollend', update);
    window.addEventListener('resize', update);
    return () => {
      scroller.removeEventListener('scroll', update);
      scroller.removeEventListener('scrollend', update);
      window.removeEventListener('resize', update);
      // Server markup the carousel lets go of is whole again.
      for (const slide of slides) slide.removeAttribute('inert');
    };
  }, [scroller, slides, current]);
}
