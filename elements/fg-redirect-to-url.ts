/**
 * `<fg-redirect-to-url id url delay>`: goes to a same-origin address after `delay` ms, with a
 * visible link; a foreign address is refused. See src/components/RedirectToUrl.
 */
import { RedirectToUrl, type RedirectToUrlProps } from '../src/components/RedirectToUrl/RedirectToUrl.tsx';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<RedirectToUrlProps>('fg-redirect-to-url', RedirectToUrl, {
  props: { url: 'string', delay: 'number' },
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-redirect-to-url': ReactElement;
  }
}
