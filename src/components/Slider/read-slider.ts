/** Reads the server's from/to inputs (first and second input of the element) into Slider props. */
import { attributeNumber, currentNumber } from '../shared/field-number.ts';
import type { SliderProps } from './Slider.tsx';

export function readSlider(element: HTMLElement): Partial<SliderProps> {
  const [fromInput, toInput] = element.querySelectorAll<HTMLInputElement>('input');
  if (!fromInput) return {};
  return {
    fromName: fromInput.name || undefined,
    toName: toInput?.name || undefined,
    from: currentNumber(fromInput),
    to: currentNumber(toInput),
    min: attributeNumber(fromInput, 'min'),
    max: attributeNumber(toInput ?? fromInput, 'max'),
    step: attributeNumber(fromInput, 'step'),
  };
}
