/**
 * `<fg-system id>` around the server's messages (`<li data-type="success|info|warning|error">`):
 * dismissable system messages announced through live regions. See src/components/System.
 */
import { readSystemMessages } from '../src/components/System/read-system-messages.ts';
import { System, type SystemProps } from '../src/components/System/System.tsx';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<SystemProps>('fg-system', System, {
  readServerMarkup: readSystemMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-system': ReactElement;
  }
}
