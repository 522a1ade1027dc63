/**
 * Reads a carousel's server markup: the scroll-snap container (`[data-carousel-slides]`, else the
 * first child element) and its child elements, the slides.
 */
import type { CarouselProps } from './Carousel.tsx';

export function readCarousel(element: HTMLElement): Partial<CarouselProps> {
  const scroller =
    element.querySelector<HTMLElement>(':scope > [data-carousel-slides]') ?? element.firstElementChild;
  if (!(scroller instanceof HTMLElement)) return { slides: [] };
  return { scroller, slides: [...scroller.children] };
}
