/**
 * `<fg-radio-select-tab id name label pu-*>` around server-rendered radio inputs: the choice as
 * tabs. See src/components/RadioSelectTab.
 */
import {
  RadioSelectTab,
  type RadioSelectTabProps,
} from '../src/components/RadioSelectTab/RadioSelectTab.tsx';
import { readRadioChoices } from '../src/components/shared/choice-option.ts';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<RadioSelectTabProps>('fg-radio-select-tab', RadioSelectTab, {
  props: { name: 'string', label: 'string', value: 'string' },
  readServerMarkup: readRadioChoices,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-radio-select-tab': ReactElement;
  }
}
