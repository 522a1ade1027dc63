/**
 * The amount of a count read from the trigger's form (`+[quantity]`, docs/optimistic.md): the whole
 * number the field of that name submits, read when the change is shown. What the shopper typed is
 * theirs — a value that is no amount shows no change, and the shop's answer tells the rest; a field
 * the form does not have is the page's markup error, logged.
 */

/** The largest amount a count takes from a field (nine digits, as a written `+N`). */
const MAX_AMOUNT = 999_999_999;
const DIGITS = /^\d+$/;

/** Buttons submit their value only as the submitter: the declaring button itself. */
const BUTTON = 'button, input[type="submit" i], input[type="image" i], input[type="reset" i]';

/**
 * The whole number 1…999 999 999 the field `name` of `declaring`'s form submits now; null when it
 * submits none (empty, not a whole number, out of range, disabled, unchecked) or the field is not
 * there (logged).
 */
export function submittedAmount(declaring: Element, name: string): number | null {
  const form = formOf(declaring);
  const named = form?.elements.namedItem(name) ?? null;
  if (!named) {
    console.error(`data-optimistic: the trigger's form has no field "${name}"; its count is left out.`);
    return null;
  }
  const value = submittedValue(named instanceof RadioNodeList ? [...named] : [named], declaring);
  if (value === null || !DIGITS.test(value)) return null;
  const amount = Number(value);
  return amount >= 1 && amount <= MAX_AMOUNT ? amount : null;
}

/** The declaring form itself, else the form a control submits (`form="…"` too), else the one around it. */
function formOf(declaring: Element): HTMLFormElement | null {
  if (declaring instanceof HTMLFormElement) return declaring;
  const { form } = declaring as Partial<HTMLButtonElement>;
  return form instanceof HTMLFormElement ? form : declaring.closest('form');
}

/** The value the first of `fields` that the form would submit sends, as a submission reads it. */
function submittedValue(fields: Node[], declaring: Element): string | null {
  for (const field of fields) {
    // An <output> is listed among a form's elements but never submitted.
    if (!(field instanceof Element) || !('value' in field) || field.matches(':disabled, output')) continue;
    if (field.matches(BUTTON) && field !== declaring) continue;
    if (
      field.matches('input[type="checkbox" i], input[type="radio" i]') &&
      !(field as HTMLInputElement).checked
    )
      continue;
    return String(field.value);
  }
  return null;
}
