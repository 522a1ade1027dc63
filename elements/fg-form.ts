/**
 * `<fg-form id pu-*>` around a server `<form>`: change tracking, partial-update submit and the
 * live-validation hooks. See src/components/Form.
 *
 * @fires fg:form-changed - on the form, at its first counted change; detail.changed is true
 */
import { Form, type FormProps } from '../src/components/Form/Form.tsx';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<FormProps>('fg-form', Form);

declare global {
  interface HTMLElementTagNameMap {
    'fg-form': ReactElement;
  }
}
