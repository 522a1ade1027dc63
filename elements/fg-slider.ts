/**
 * `<fg-slider id min max step label unit pu-*>` around one or two server-rendered inputs
 * (from, to): a one- or two-thumb slider mirroring its values into them. See src/components/Slider.
 */
import { readSlider } from '../src/components/Slider/read-slider.ts';
import { Slider, type SliderProps } from '../src/components/Slider/Slider.tsx';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<SliderProps>('fg-slider', Slider, {
  props: { min: 'number', max: 'number', step: 'number', label: 'string', unit: 'string' },
  readServerMarkup: readSlider,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-slider': ReactElement;
  }
}
