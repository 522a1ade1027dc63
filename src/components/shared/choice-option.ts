/** A choice read from server-rendered radio inputs (RadioSelect, RadioSelectTab). */
export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface ServerChoices {
  name?: string;
  label?: string;
  options?: ChoiceOption[];
  value?: string;
}

/** Reads `<input type="radio">` choices with their labels (and a `<legend>` as the group label). */
export function readRadioChoices(element: HTMLElement): ServerChoices {
  const inputs = [...element.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  if (inputs.length === 0) return {};
  const options = inputs.map((input) => ({
    value: input.value,
    label: labelText(input),
    disabled: input.disabled,
  }));
  const legend = element.querySelector('legend')?.textContent?.trim();
  return {
    name: inputs[0]?.name || undefined,
    label: legend || undefined,
    options,
    value: inputs.find((input) => input.checked)?.value,
  };
}

function labelText(input: HTMLInputElement): string {
  const label = input.labels?.[0];
  return (label?.textContent ?? input.value).trim() || input.value;
}

/** The next enabled option from `from` in `step` direction, wrapping around. */
export function nextEnabled(options: ChoiceOption[], from: number, step: 1 | -1): number {
  for (let i = 1; i <= options.length; i += 1) {
    const index = (from + step * i + options.length * i) % options.length;
    if (!options[index]?.disabled) return index;
  }
  return from;
}

export function firstEnabled(options: ChoiceOption[]): number {
  return nextEnabled(options, -1 + options.length, 1);
}

export function lastEnabled(options: ChoiceOption[]): number {
  return nextEnabled(options, 0, -1);
}
