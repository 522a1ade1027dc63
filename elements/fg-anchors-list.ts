/**
 * `<fg-anchors-list id label container headings offset>` around the server's list of same-page
 * links: an in-page navigation whose links scroll to their sections over 500 ms (at once with
 * reduced motion), put the hash in the address and mark the section being read
 * `aria-current="location"`. See src/components/AnchorsList.
 *
 * @attr label - Name of the navigation landmark (default: the server `<nav>`'s `aria-label`, else "On this page").
 * @attr container - Id of the element whose headings are listed when the server rendered no links.
 * @attr headings - Selector of the listed headings inside `container` (default `h2`; headings need an id).
 * @attr {number} offset - Height of a sticky header in px; sections stop this far below the top.
 */
import { AnchorsList, type AnchorsListProps } from '../src/components/AnchorsList/AnchorsList.tsx';
import { readAnchorsList } from '../src/components/AnchorsList/read-anchors-list.ts';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<AnchorsListProps>('fg-anchors-list', AnchorsList, {
  props: { label: 'string', container: 'string', headings: 'string', offset: 'number' },
  readServerMarkup: readAnchorsList,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-anchors-list': ReactElement;
  }
}
