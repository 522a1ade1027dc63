/**
 * `<fg-radio-select id name label pu-*>` around server-rendered radio inputs: a select-like
 * dropdown of radio choices. See src/components/RadioSelect.
 */
import { RadioSelect, type RadioSelectProps } from '../src/components/RadioSelect/RadioSelect.tsx';
import { readRadioChoices } from '../src/components/shared/choice-option.ts';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<RadioSelectProps>('fg-radio-select', RadioSelect, {
  props: { name: 'string', label: 'string', value: 'string' },
  readServerMarkup: readRadioChoices,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-radio-select': ReactElement;
  }
}
