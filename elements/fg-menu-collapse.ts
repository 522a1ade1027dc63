/**
 * `<fg-menu-collapse id icon>` around the phone navigation a page without script shows as
 * `<details><summary>Menu</summary><nav aria-label>…nested lists…</nav></details>`: a disclosure
 * button opening a panel with the categories, nested levels expanding; Escape and a partial update
 * close it. See src/components/MenuCollapse.
 *
 * @attr icon - Id of a symbol of the page's SVG sprite shown in the button (`icon-menu`).
 */
import { MenuCollapse, type MenuCollapseProps } from '../src/components/MenuCollapse/MenuCollapse.tsx';
import { readMenuCollapse } from '../src/components/MenuCollapse/read-menu-collapse.ts';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<MenuCollapseProps>('fg-menu-collapse', MenuCollapse, {
  props: { icon: 'string' },
  readServerMarkup: readMenuCollapse,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-menu-collapse': ReactElement;
  }
}
