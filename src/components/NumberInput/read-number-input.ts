/** Reads a server-rendered `<label>` + `<input type="number">` into NumberInput props. */
import { attributeNumber, currentNumber } from '../shared/field-number.ts';
import type { NumberInputProps } from './NumberInput.tsx';

export function readNumberInput(element: HTMLElement): Partial<NumberInputProps> {
  const input = element.querySelector<HTMLInputElement>('input');
  if (!input) return {};
  return {
    name: input.name || undefined,
    inputId: input.id || undefined,
    label: input.labels?.[0]?.textContent?.trim() || undefined,
    labelClass: input.labels?.[0]?.className || undefined,
    value: currentNumber(input),
    min: attributeNumber(input, 'min'),
    max: attributeNumber(input, 'max'),
    step: attributeNumber(input, 'step'),
    describedBy: input.getAttribute('aria-describedby') || undefined,
  };
}
