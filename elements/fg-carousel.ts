/**
 * `<fg-carousel id label rotate-interval>` around a CSS scroll-snap container of slides
 * (`[data-carousel-slides]` or the first child element): the WAI-ARIA APG carousel with a rotation
 * control, previous/next buttons, a slide picker, a polite live region and swipe. Without script
 * the slides still scroll and snap. See src/components/Carousel.
 */
import { Carousel, type CarouselProps } from '../src/components/Carousel/Carousel.tsx';
import { readCarousel } from '../src/components/Carousel/read-carousel.ts';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<CarouselProps>('fg-carousel', Carousel, {
  props: { label: 'string', rotateInterval: 'number' },
  readServerMarkup: readCarousel,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-carousel': ReactElement;
  }
}
