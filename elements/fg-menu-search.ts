/**
 * `<fg-menu-search id controls label icon>`: the phone layout's search button. It expands the
 * search region `controls` names (the server's search form with its Typeahead) and collapses it
 * on Escape; the region carries `data-expanded` for the shop's CSS. Inside, the server markup that
 * answers until it renders: a `<details>` whose open state the shop's CSS shows the region for (it
 * renders expanded from an opened one), or a link to the search page. See src/components/MenuSearch.
 *
 * @attr controls - Id of the search region the button expands.
 * @attr label - The button's text (default "Search" in the page's language).
 * @attr icon - Id of a symbol of the page's SVG sprite shown in the button (`icon-search`).
 */
import { MenuSearch, type MenuSearchProps } from '../src/components/MenuSearch/MenuSearch.tsx';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<MenuSearchProps>('fg-menu-search', MenuSearch, {
  props: { controls: 'string', label: 'string', icon: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-menu-search': ReactElement;
  }
}
