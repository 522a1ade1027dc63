/**
 * `<fg-web-layout id tablet-from desktop-from header>` around the whole page: reflects the current
 * layout (`phone`, `tablet`, `desktop`) as `data-layout`, sends it as the layout context of the
 * partial updates inside it, and hides the `header` while the visitor scrolls down
 * (`data-header-hidden`). A behaviour without React: the page stays as the server put it. See
 * src/components/WebLayout.
 *
 * @attr {number} tablet-from - Width (CSS px) from which the layout is `tablet` (default 768).
 * @attr {number} desktop-from - Width (CSS px) from which the layout is `desktop` (default 1024).
 * @attr header - Id of the header that hides on scrolling down and returns on scrolling up.
 */
import { attachWebLayout, type WebLayoutProps } from '../src/components/WebLayout/web-layout.ts';
import { type BehaviourElement, defineBehaviourElement } from './define-behaviour-element.ts';

export default defineBehaviourElement<WebLayoutProps>('fg-web-layout', attachWebLayout, {
  props: { tabletFrom: 'number', desktopFrom: 'number', header: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-web-layout': BehaviourElement;
  }
}
