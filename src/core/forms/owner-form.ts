/**
 * The form an element belongs to. Form controls answer with their form owner (which honours the
 * `form="id"` attribute and is null when it names no form); other elements use their nearest
 * form ancestor.
 */
export function ownerForm(element: Element): HTMLFormElement | null {
  // Checked first: a form's named-property getter would answer `form` with a control named so.
  if (element instanceof HTMLFormElement) return element;
  if ('form' in element) return element.form instanceof HTMLFormElement ? element.form : null;
  return element.closest('form');
}
