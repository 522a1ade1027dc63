/** Reads a server-rendered `<label>` + `<input type="number">` into NumberInput props. */
import type { NumberInputProps } from './NumberInput.tsx';

export function readNumberInput(element: HTMLElement): Partial<NumberInputProps> {
  const input = element.querySelector<HTMLInputElement>('input');
  if (!input) return {};
  const number = (attribute: string) => {
    const raw = input.getAttribute(attribute);
    const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? value : undefined;
  };
  return {
    name: input.name || undefined,
    inputId: input.id || undefined,
    label: input.labels?.[0]?.textContent?.trim() || undefined,
    labelClass: input.labels?.[0]?.className || undefined,
    value: number('value'),
    min: number('min'),
    max: number('max'),
    step: number('step'),
  };
}
