/**
 * `<fg-simple-collapse id open cookie-name>` around a heading and its content: a disclosure whose
 * state can be remembered in a cookie for 7 days. See src/components/SimpleCollapse.
 */
import { readSimpleCollapse } from '../src/components/SimpleCollapse/read-simple-collapse.ts';
import {
  SimpleCollapse,
  type SimpleCollapseProps,
} from '../src/components/SimpleCollapse/SimpleCollapse.tsx';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<SimpleCollapseProps>('fg-simple-collapse', SimpleCollapse, {
  props: { open: 'boolean', cookieName: 'string' },
  readServerMarkup: readSimpleCollapse,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-simple-collapse': ReactElement;
  }
}
