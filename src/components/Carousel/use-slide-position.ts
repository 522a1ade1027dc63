/**
 * Which slide is the current one, kept in step with the scroll-snap container: a slide chosen by a
 * control becomes current at once while the container scrolls to it; a scroll by the visitor
 * (swipe, wheel, arrow keys, focus moving into a slide) makes the slide it rests on current.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../core/reduced-motion.ts';
import { isFullyVisible, isScrolledTo, nearestSlide, scrollLeftOf } from './slide-geometry.ts';

export interface SlidePosition {
  readonly current: number;
  /** Makes the slide current and scrolls to it; indexes wrap around both ends. */
  go(index: number): void;
}

export function useSlidePosition(
  scroller: HTMLElement | undefined,
  slides: readonly Element[],
): SlidePosition {
  const [current, setCurrent] = useState(0);
  // The slide a control scrolls to: positions passed on the way there do not change the current one.
  const heading = useRef<number | null>(null);

  useEffect(() => {
    if (!scroller) return;
    const settle = () =>
      setCurrent((was) => {
        const slide = slides[was];
        return slide && isFullyVisible(scroller, slide) ? was : nearestSlide(scroller, slides);
      });
    const scrolled = () => {
      const target = heading.current === null ? undefined : slides[heading.current];
      if (!target) return settle();
      if (isScrolledTo(scroller, target)) heading.current = null;
    };
    // A smooth scroll that another one replaced may end on the way: only arriving ends the heading.
    const ended = () => {
      const target = heading.current === null ? undefined : slides[heading.current];
      if (target && !isScrolledTo(scroller, target)) return;
      heading.current = null;
      settle();
    };
    const takeOver = () => {
      heading.current = null;
    };
    const visitorInput = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const;
    scroller.addEventListener('scroll', scrolled, { passive: true });
    scroller.addEventListener('scrollend', ended);
    for (const type of visitorInput) scroller.addEventListener(type, takeOver, { passive: true });
    return () => {
      scroller.removeEventListener('scroll', scrolled);
      scroller.removeEventListener('scrollend', ended);
      for (const type of visitorInput) scroller.removeEventListener(type, takeOver);
    };
  }, [scroller, slides]);

  const go = useCallback(
    (index: number) => {
      const count = slides.length;
      if (!scroller || count === 0) return;
      const next = ((index % count) + count) % count;
      const slide = slides[next] as Element;
      setCurrent(next);
      if (isScrolledTo(scroller, slide)) {
        heading.current = null;
        return;
      }
      heading.current = next;
      scroller.scrollTo({
        left: scrollLeftOf(scroller, slide),
        behavior: prefersReducedMotion() ? 'instant' : 'smooth',
      });
    },
    [scroller, slides],
  );

  return { current, go };
}
