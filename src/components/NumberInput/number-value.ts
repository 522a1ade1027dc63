/** Quantity arithmetic: clamp to min/max and snap to the step grid without floating-point noise. */
export interface NumberBounds {
  min?: number;
  max?: number;
  step: number;
}

export function normalizeNumber(value: number, { min, max, step }: NumberBounds): number {
  const base = min ?? 0;
  const decimals = Math.max(decimalsOf(step), decimalsOf(base));
  let snapped = base + Math.round((value - base) / step) * step;
  if (max !== undefined && snapped > max) snapped = base + Math.floor((max - base) / step) * step;
  if (min !== undefined && snapped < min) snapped = min;
  return Number(snapped.toFixed(decimals));
}

function decimalsOf(value: number): number {
  const text = String(value);
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
}

/** Parses user input, accepting a decimal comma. */
export function parseNumber(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}
