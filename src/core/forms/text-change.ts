/**
 * "A change event on a text field is handled only if the value changed" (docs/protocol.md): browsers
 * (and scripts) fire `change` without a new value, e.g. after a value is typed and reverted.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The value each field had when its last change was handled. */
const lastHandledValues = new WeakMap<TextField, string>();

/**
 * True when the field's value differs from its value at the previous handled change (at first,
 * from its default value); the current value is then remembered as handled.
 */
export function hasTextValueChanged(field: TextField): boolean {
  const previous = lastHandledValues.get(field) ?? field.defaultValue;
  if (field.value === previous) return false;
  lastHandledValues.set(field, field.value);
  return true;
}
