/** Numbers read from a server-rendered `<input>` when a component takes it over. */

/** A numeric attribute (`min`, `max`, `step`, `value`); undefined when absent or not a number. */
export function attributeNumber(input: HTMLInputElement | undefined, attribute: string): number | undefined {
  const raw = input?.getAttribute(attribute);
  const value = raw === null || raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/** The field's value now — what the visitor may have typed before the component arrived — else the server's. */
export function currentNumber(input: HTMLInputElement | undefined): number | undefined {
  const typed = input && input.value.trim() !== '' ? Number(input.value) : Number.NaN;
  return Number.isFinite(typed) ? typed : attributeNumber(input, 'value');
}
