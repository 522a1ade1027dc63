/**
 * Which slide is the current one, kept in step with the scroll-snap container: a slide chosen by a
 * control becomes current at once while the container scrolls to it; a scroll by the visitor
 * (swipe, wheel, arrow keys, focus moving into a slide) makes the slide it rests on current.
 */
import { prefersReducedMotion } from '../../core/reduced-motion.ts';
import { isFullyVisible, isScrolledTo, nearestSlide, scrollLeftOf } from './slide-geometry.ts';

export interface SlidePosition {
  current(): number;
  /** Makes the slide current and scrolls to it; indexes wrap around both ends. */
  go(index: number): void;
  detach(): void;
}

/** `changed` is called when the current slide changes. */
export function watchSlidePosition(
  scroller: HTMLElement,
  slides: readonly Element[],
  changed: () => void,
): SlidePosition {
  // A visitor may have scrolled the server's row before it upgraded: the slide it rests on is current.
  let current = scroller.scrollLeft === 0 ? 0 : nearestSlide(scroller, slides);
  // The slide a control scrolls to: positions passed on the way there do not change the current one.
  let heading: number | null = null;
  const setCurrent = (index: number) => {
    if (index === current) return;
    current = index;
    changed();
  };
  const settle = () => {
    const slide = slides[current];
    setCurrent(slide && isFullyVisible(scroller, slide) ? current : nearestSlide(scroller, slides));
  };
  const headingSlide = () => (heading === null ? undefined : slides[heading]);
  const scrolled = () => {
    const target = headingSlide();
    if (!target) return settle();
    if (isScrolledTo(scroller, target)) heading = null;
  };
  // A smooth scroll that another one replaced may end on the way: only arriving ends the heading.
  const ended = () => {
    const target = headingSlide();
    if (target && !isScrolledTo(scroller, target)) return;
    heading = null;
    settle();
  };
  const takeOver = () => {
    heading = null;
  };
  const visitorInput = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const;
  scroller.addEventListener('scroll', scrolled, { passive: true });
  scroller.addEventListener('scrollend', ended);
  for (const type of visitorInput) scroller.addEventListener(type, takeOver, { passive: true });

  return {
    current: () => current,
    go: (index) => {
      const count = slides.length;
      if (count === 0) return;
      const next = ((index % count) + count) % count;
      const slide = slides[next] as Element;
      // The layout is read and the scroll started before the current slide's marks change it: a
      // read after them would lay the page out again at once (15–22 ms a rotation at 4× CPU).
      if (isScrolledTo(scroller, slide)) heading = null;
      else {
        heading = next;
        scroller.scrollTo({
          left: scrollLeftOf(scroller, slide),
          behavior: prefersReducedMotion() ? 'instant' : 'smooth',
        });
      }
      setCurrent(next);
    },
    detach: () => {
      scroller.removeEventListener('scroll', scrolled);
      scroller.removeEventListener('scrollend', ended);
      for (const type of visitorInput) scroller.removeEventListener(type, takeOver);
    },
  };
}
