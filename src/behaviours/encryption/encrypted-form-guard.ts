/**
 * The always-loaded part of encrypted submission. The encryption behaviour itself is a lazy chunk,
 * loaded when a marked form is on the page (registry.ts); until it runs, a marked form is held: its
 * last submit waits and is made again once the behaviour runs — never if its chunk fails, so nothing
 * is sent rather than a clear value — and form data read from it meanwhile leaves the marked fields out.
 */
import { submitAgain } from '../../core/forms/submit-again.ts';
import { ENCRYPTED_FORM_MARKUP } from '../../protocol/behaviour-markup.ts';
import { ENCRYPT_FIELD_ATTRIBUTE } from './constants.ts';

/** A submit is held; form data read meanwhile loses the marked fields. */
const HELD_EVENTS = ['submit', 'formdata'];

/** Holds marked forms; returns the release: the behaviour runs, held submits are made again. */
export function guardEncryptedForms(doc: Document = document): () => void {
  const held = new Map<HTMLFormElement, HTMLElement | null>();
  const hold = (event: Event): void => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(ENCRYPTED_FORM_MARKUP)) return;
    if (event.type === 'submit') {
      event.preventDefault();
      event.stopImmediatePropagation();
      held.set(form, (event as SubmitEvent).submitter);
      return;
    }
    for (const field of form.elements) {
      const name = field.getAttribute('name');
      if (name && field.hasAttribute(ENCRYPT_FIELD_ATTRIBUTE)) (event as FormDataEvent).formData.delete(name);
    }
  };
  for (const type of HELD_EVENTS) doc.addEventListener(type, hold, true);
  return () => {
    for (const type of HELD_EVENTS) doc.removeEventListener(type, hold, true);
    for (const [form, submitter] of held) submitAgain(form, submitter);
    held.clear();
  };
}
