/**
 * `<fg-list-toggle id limit>` around a server list: short form (first `limit` items) or full,
 * state kept per id. `<fg-list-toggle id mode="list-grid" list cookie-name>`: list or grid layout
 * of the list with the id `list`, kept in a cookie. See src/components/ListToggle.
 *
 * @attr mode - `short-full` (default) or `list-grid`.
 * @attr list - list-grid: id of the list whose `data-layout` the radio group sets.
 * @attr cookie-name - list-grid: cookie keeping the layout (default `fg_list_layout`, 7 days, path /).
 * @attr name - list-grid: name of the committed value (default `layout`, or the server buttons' name).
 * @attr label - list-grid: label of the radio group (default the server `<legend>`).
 * @attr layout - list-grid: the layout the server rendered, when no cookie says otherwise.
 */
import { ListToggle, type ListToggleProps } from '../src/components/ListToggle/ListToggle.tsx';
import { readListToggle } from '../src/components/ListToggle/read-list-toggle.ts';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<ListToggleProps>('fg-list-toggle', ListToggle, {
  props: {
    limit: 'number',
    mode: 'string',
    list: 'string',
    cookieName: 'string',
    name: 'string',
    label: 'string',
    layout: 'string',
  },
  readServerMarkup: readListToggle,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-list-toggle': ReactElement;
  }
}
