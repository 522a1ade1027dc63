/**
 * `<fg-number-input id min max step name label pu-*>` around a server-rendered number input:
 * a quantity spinbutton with −/+ buttons. See src/components/NumberInput.
 */
import { NumberInput, type NumberInputProps } from '../src/components/NumberInput/NumberInput.tsx';
import { readNumberInput } from '../src/components/NumberInput/read-number-input.ts';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<NumberInputProps>('fg-number-input', NumberInput, {
  props: { name: 'string', label: 'string', value: 'number', min: 'number', max: 'number', step: 'number' },
  readServerMarkup: readNumberInput,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-number-input': ReactElement;
  }
}
