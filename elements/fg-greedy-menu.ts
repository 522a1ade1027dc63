/**
 * `<fg-greedy-menu id>` around a server `<nav aria-label><ul><li><a>…` of top-level links:
 * priority+ navigation — the links that do not fit the row move into a "More" disclosure,
 * recomputed when the row's width changes. See src/components/GreedyMenu.
 */
import { GreedyMenu, type GreedyMenuProps } from '../src/components/GreedyMenu/GreedyMenu.tsx';
import { readGreedyMenu } from '../src/components/GreedyMenu/read-greedy-menu.ts';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<GreedyMenuProps>('fg-greedy-menu', GreedyMenu, {
  readServerMarkup: readGreedyMenu,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-greedy-menu': ReactElement;
  }
}
