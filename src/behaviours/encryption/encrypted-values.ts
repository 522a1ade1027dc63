/**
 * The ciphertexts prepared for a form's marked fields, and the rule that puts them in place of
 * the clear values whenever the form's data is read: a marked field whose current value has no
 * ciphertext is left out, so its clear value never leaves the page.
 */
import { ENCRYPT_FIELD_ATTRIBUTE } from './constants.ts';

type MarkedField = HTMLInputElement | HTMLTextAreaElement;

interface Prepared {
  plain: string;
  cipher: string;
}

const prepared = new WeakMap<MarkedField, Prepared>();

/** The named, enabled fields of `form` marked for encryption. */
export function markedFields(form: HTMLFormElement): MarkedField[] {
  return Array.from(form.elements).filter(
    (element): element is MarkedField =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      element.hasAttribute(ENCRYPT_FIELD_ATTRIBUTE) &&
      element.name !== '' &&
      !element.disabled,
  );
}

export function rememberCiphertext(field: MarkedField, plain: string, cipher: string): void {
  prepared.set(field, { plain, cipher });
}

/** The ciphertext of the field's current value, or null when none was prepared for it. */
export function ciphertextOf(field: MarkedField): string | null {
  const entry = prepared.get(field);
  return entry && entry.plain === field.value ? entry.cipher : null;
}

/** True when every marked field has a ciphertext for its current value. */
export function isPrepared(form: HTMLFormElement): boolean {
  return markedFields(form).every((field) => ciphertextOf(field) !== null);
}

/** Puts ciphertexts in place of the marked fields' values in `data` (clear values are removed). */
export function replaceWithCiphertexts(form: HTMLFormElement, data: FormData): void {
  for (const field of markedFields(form)) {
    data.delete(field.name);
  }
  for (const field of markedFields(form)) {
    const cipher = ciphertextOf(field);
    if (cipher !== null) data.append(field.name, cipher);
  }
}
