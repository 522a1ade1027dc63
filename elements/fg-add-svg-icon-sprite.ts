/**
 * `<fg-add-svg-icon-sprite id src>`: fetches the shop's SVG sprite once per page (same-origin
 * `src` only) and puts it hidden at the start of the body, so `<use href="#icon-cart">` works in
 * every browser. A network failure is a console warning; an HTTP error, a non-SVG answer or a
 * redirect to another origin a console error; a fetch cut short by leaving the page is not
 * reported. See src/components/AddSvgIconSprite.
 *
 * @attr src - Address of the SVG sprite (same origin).
 */
import {
  AddSvgIconSprite,
  type AddSvgIconSpriteProps,
} from '../src/components/AddSvgIconSprite/AddSvgIconSprite.tsx';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<AddSvgIconSpriteProps>('fg-add-svg-icon-sprite', AddSvgIconSprite, {
  props: { src: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-add-svg-icon-sprite': ReactElement;
  }
}
