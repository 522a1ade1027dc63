/**
 * Reads a carousel's server markup: the scroll-snap container (`[data-carousel-slides]`, else the
 * first child element) and its child elements, the slides.
 */
export interface CarouselMarkup {
  readonly scroller: HTMLElement | null;
  readonly slides: readonly Element[];
}

export function readCarousel(element: HTMLElement): CarouselMarkup {
  const scroller =
    element.querySelector<HTMLElement>(':scope > [data-carousel-slides]') ?? element.firstElementChild;
  if (!(scroller instanceof HTMLElement)) return { scroller: null, slides: [] };
  return { scroller, slides: [...scroller.children] };
}
