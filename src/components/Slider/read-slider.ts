/** Reads the server's from/to inputs (first and second input of the element) into Slider props. */
import type { SliderProps } from './Slider.tsx';

export function readSlider(element: HTMLElement): Partial<SliderProps> {
  const [fromInput, toInput] = element.querySelectorAll<HTMLInputElement>('input');
  if (!fromInput) return {};
  const number = (input: HTMLInputElement | undefined, attribute: string) => {
    const raw = input?.getAttribute(attribute);
    const value = raw === null || raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? value : undefined;
  };
  return {
    fromName: fromInput.name || undefined,
    toName: toInput?.name || undefined,
    from: number(fromInput, 'value'),
    to: number(toInput, 'value'),
    min: number(fromInput, 'min'),
    max: number(toInput ?? fromInput, 'max'),
    step: number(fromInput, 'step'),
  };
}
