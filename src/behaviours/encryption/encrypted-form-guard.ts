/**
 * The always-loaded part of encrypted submission. The encryption behaviour itself is a lazy chunk,
 * loaded when a marked form is on the page (registry.ts); until it runs, a marked form is held: its
 * last submit waits and is made again once the behaviour runs — never if its chunk fails, so nothing
 * is sent rather than a clear value — and form data read from it meanwhile leaves the marked fields out.
 */
import { ENCRYPT_FIELD_ATTRIBUTE, ENCRYPT_KEY_URL_ATTRIBUTE } from './constants.ts';

export const ENCRYPTED_FORM_SELECTOR = `form[${ENCRYPT_KEY_URL_ATTRIBUTE}]`;

/** Holds marked forms; returns the release: the behaviour runs, held submits are made again. */
export function guardEncryptedForms(doc: Document = document): () => void {
  const held = new Map<HTMLFormElement, HTMLElement | null>();
  const marked = ({ target }: Event): boolean =>
    target instanceof HTMLFormElement && target.matches(ENCRYPTED_FORM_SELECTOR);
  const onSubmit = (event: Event): void => {
    if (!marked(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.set(event.target as HTMLFormElement, (event as SubmitEvent).submitter);
  };
  const onFormData = (event: Event): void => {
    if (!marked(event)) return;
    for (const field of (event.target as HTMLFormElement).elements) {
      const name = field.getAttribute('name');
      if (name && field.hasAttribute(ENCRYPT_FIELD_ATTRIBUTE)) (event as FormDataEvent).formData.delete(name);
    }
  };
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('formdata', onFormData, true);
  return () => {
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('formdata', onFormData, true);
    for (const [form, submitter] of held) form.requestSubmit(submitter?.isConnected ? submitter : null);
    held.clear();
  };
}
