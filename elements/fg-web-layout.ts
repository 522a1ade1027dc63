/**
 * `<fg-web-layout id tablet-from desktop-from header>` around the whole page: reflects the current
 * layout (`phone`, `tablet`, `desktop`) as `data-layout`, sends it as the layout context of the
 * partial updates inside it, and hides the `header` while the visitor scrolls down
 * (`data-header-hidden`). The page stays in the light DOM; the element's shadow root holds a slot
 * only, from the moment the element is made (component-element.ts), so the page shows before the
 * component renders. See src/components/WebLayout.
 *
 * @attr {number} tablet-from - Width (CSS px) from which the layout is `tablet` (default 768).
 * @attr {number} desktop-from - Width (CSS px) from which the layout is `desktop` (default 1024).
 * @attr header - Id of the header that hides on scrolling down and returns on scrolling up.
 */
import { WebLayout, type WebLayoutProps } from '../src/components/WebLayout/WebLayout.tsx';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<WebLayoutProps>('fg-web-layout', WebLayout, {
  props: { tabletFrom: 'number', desktopFrom: 'number', header: 'string' },
  shadow: 'open',
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-web-layout': ReactElement;
  }
}
