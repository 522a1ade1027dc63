/**
 * `<fg-aside-nav id label cookie-name>` around the server's category tree (nested lists of links):
 * the page shown marked `aria-current="page"`, branches with sub-categories opened and closed by
 * disclosure buttons, the open branches kept in a cookie so the next tree (a partial update, the
 * next page) shows them too. See src/components/AsideNav.
 *
 * @attr label - Name of the navigation landmark (default: the server `<nav>`'s `aria-label`, else "Categories").
 * @attr cookie-name - Cookie remembering the open branches (their keys joined by commas; 7 days, path /).
 * @fires fg:aside-nav-toggle - A branch was opened or closed by the visitor (`detail.key`, `detail.open`).
 */
import { AsideNav, type AsideNavProps } from '../src/components/AsideNav/AsideNav.tsx';
import { readAsideNav } from '../src/components/AsideNav/read-aside-nav.ts';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<AsideNavProps>('fg-aside-nav', AsideNav, {
  props: { label: 'string', cookieName: 'string' },
  readServerMarkup: readAsideNav,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-aside-nav': ReactElement;
  }
}
