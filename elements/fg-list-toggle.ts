/**
 * `<fg-list-toggle id limit>` around a server list: short form (first `limit` items) or full,
 * state kept per id. See src/components/ListToggle.
 */
import { ListToggle, type ListToggleProps } from '../src/components/ListToggle/ListToggle.tsx';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<ListToggleProps>('fg-list-toggle', ListToggle, {
  props: { limit: 'number' },
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-list-toggle': ReactElement;
  }
}
