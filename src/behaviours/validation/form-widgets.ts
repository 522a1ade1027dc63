/** Which controls of a form take part in live validation, grouped by widget, and their values. */
import {
  FORM_ID_PARAM,
  HINT_ATTRIBUTE,
  LAYOUT_CONTEXT_PARAM,
  REQUESTED_WIDGETS_PARAM,
  SKIP_ATTRIBUTE,
  VALIDATION_CONTEXT_PARAM,
  WIDGET_ATTRIBUTE,
} from './constants.ts';

/** The call's own parameters: a form field of the same name is left to them. */
const CALL_PARAMS = new Set([
  FORM_ID_PARAM,
  VALIDATION_CONTEXT_PARAM,
  REQUESTED_WIDGETS_PARAM,
  LAYOUT_CONTEXT_PARAM,
]);

export type FieldControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const NOT_VALIDATED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

export function isFieldControl(element: unknown): element is FieldControl {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

export function isCheckable(control: FieldControl): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

/** A named, enabled control the user fills in and that did not opt out with `data-validate-skip`. */
export function isValidatedControl(control: FieldControl): boolean {
  if (!control.name || control.disabled || control.hasAttribute(SKIP_ATTRIBUTE)) return false;
  return !(control instanceof HTMLInputElement && NOT_VALIDATED_TYPES.has(control.type));
}

/** The widget a control belongs to: its `data-validate-widget`, else its name. */
export function widgetIdOf(control: FieldControl): string {
  return control.getAttribute(WIDGET_ATTRIBUTE) || control.name;
}

/** Validated controls grouped by widget id, in document order (a radio group is one widget). */
export function collectWidgets(form: HTMLFormElement): Map<string, FieldControl[]> {
  const widgets = new Map<string, FieldControl[]>();
  for (const element of Array.from(form.elements)) {
    if (!isFieldControl(element) || !isValidatedControl(element)) continue;
    const id = widgetIdOf(element);
    const controls = widgets.get(id);
    if (controls) controls.push(element);
    else widgets.set(id, [element]);
  }
  return widgets;
}

/** True when a text input still shows its hint text instead of a value. */
export function showsHint(control: FieldControl): boolean {
  const hint = control.getAttribute(HINT_ATTRIBUTE);
  return hint !== null && hint !== '' && control.value === hint;
}

/** The value a widget stands for: checked values, selected options or the text, hints read as empty. */
export function widgetValue(controls: FieldControl[]): string {
  const parts: string[] = [];
  for (const control of controls) {
    if (isCheckable(control)) {
      if (control.checked) parts.push(control.value);
    } else if (control instanceof HTMLSelectElement && control.multiple) {
      for (const option of Array.from(control.selectedOptions)) parts.push(option.value);
    } else {
      parts.push(showsHint(control) ? '' : control.value);
    }
  }
  return parts.join('\n');
}

/** True when every control of a checkbox or radio widget is unchecked. */
export function isUncheckedCheckable(controls: FieldControl[]): boolean {
  return controls.length > 0 && controls.every((control) => isCheckable(control) && !control.checked);
}

/** Empties text inputs that still show their hint text, so the hint is never submitted. */
export function clearHintTexts(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements)) {
    if (isFieldControl(element) && !isCheckable(element) && showsHint(element)) element.value = '';
  }
}

/**
 * The form's fields as name/value pairs for the validation call: files are left out, hint texts
 * read as empty, and fields named like the call's own parameters (`formId`, `validationContextId`
 * ...) are left to those.
 */
export function formFieldEntries(form: HTMLFormElement): [string, string][] {
  const hints = new Map<string, string>();
  for (const element of Array.from(form.elements)) {
    if (isFieldControl(element) && showsHint(element)) hints.set(element.name, element.value);
  }
  const entries: [string, string][] = [];
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || CALL_PARAMS.has(name)) continue;
    entries.push([name, hints.get(name) === value ? '' : value]);
  }
  return entries;
}

/** The form id sent with the call: the form's `formId` field, else its id attribute. */
export function formIdOf(form: HTMLFormElement): string {
  const field = form.elements.namedItem(FORM_ID_PARAM);
  if (field instanceof HTMLInputElement) return field.value;
  return form.id;
}
