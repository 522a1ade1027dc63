/**
 * `<fg-typeahead id source param min-length pu-*>` around a server search form: suggestions from
 * the server in a combobox listbox. See src/components/Typeahead.
 */
import { Typeahead, type TypeaheadProps } from '../src/components/Typeahead/Typeahead.tsx';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<TypeaheadProps>('fg-typeahead', Typeahead, {
  props: { source: 'string', param: 'string', minLength: 'number' },
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-typeahead': ReactElement;
  }
}
