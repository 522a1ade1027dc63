/**
 * `<fg-add-svg-icon-sprite id src>`: fetches the shop's SVG sprite once per page (same-origin
 * `src` only) and puts it hidden at the start of the body, so `<use href="#icon-cart">` works in
 * every browser. A network failure is a console warning; an HTTP error, a non-SVG answer or a
 * redirect to another origin a console error; a fetch cut short by leaving the page is not
 * reported. A behaviour without React. See src/components/AddSvgIconSprite.
 *
 * @attr src - Address of the SVG sprite (same origin).
 */
import {
  type AddSvgIconSpriteProps,
  attachSvgIconSprite,
} from '../src/components/AddSvgIconSprite/add-svg-icon-sprite.ts';
import { type BehaviourElement, defineBehaviourElement } from './define-behaviour-element.ts';

export default defineBehaviourElement<AddSvgIconSpriteProps>('fg-add-svg-icon-sprite', attachSvgIconSprite, {
  props: { src: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-add-svg-icon-sprite': BehaviourElement;
  }
}
