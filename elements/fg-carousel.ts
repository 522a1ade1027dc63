/**
 * `<fg-carousel id label rotate-interval>` around a CSS scroll-snap container of slides
 * (`[data-carousel-slides]` or the first child element): the WAI-ARIA APG carousel with a rotation
 * control, previous/next buttons, a slide picker, a polite live region and swipe. Without script
 * the slides still scroll and snap. A behaviour without React. See src/components/Carousel.
 *
 * @attr label - The carousel's accessible name.
 * @attr {number} rotate-interval - Milliseconds each slide shows while rotating; none: no rotation.
 * @attr {object} messages - Text overrides by catalogue key (JSON object).
 * @attr lang - Language of the texts (else the nearest `lang`, `<html lang>`, cs).
 */
import { attachCarousel, type CarouselProps } from '../src/components/Carousel/carousel.ts';
import { type BehaviourElement, defineBehaviourElement } from './define-behaviour-element.ts';

export default defineBehaviourElement<CarouselProps>('fg-carousel', attachCarousel, {
  props: { label: 'string', rotateInterval: 'number', messages: 'json', lang: 'string' },
  ownsChildren: true,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-carousel': BehaviourElement;
  }
}
