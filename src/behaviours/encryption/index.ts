/**
 * Encrypted submission (docs/validation.md), a lazy chunk (encrypted-form-guard.ts holds marked forms until
 * it runs). Before a marked form is sent,
 * its marked fields are encrypted with the server's public key; whenever the form's data is read
 * (native submit, partial update, `new FormData(form)`) the ciphertexts stand in for the values.
 * Without a usable key the submit stops with a clear error: nothing is ever sent in clear.
 */

import { submitAgain } from '../../core/forms/submit-again.ts';
import { loadOnce } from '../../core/load-once.ts';
import { ENCRYPT_STATUS_ATTRIBUTE } from './constants.ts';
import { ENCRYPTED_FORM_SELECTOR } from './encrypted-form-guard.ts';
import { isPrepared, markedFields, replaceWithCiphertexts } from './encrypted-values.ts';

export interface EncryptionOptions {
  /** Called when the form cannot be encrypted (it was not sent). Default: console.error. */
  onError?: (error: Error, form: HTMLFormElement) => void;
}

/** The encryption code: a lazy chunk, loaded by the first encrypted submit or validation call. */
export const encryptionChunk = loadOnce('encrypt-form-entries', () => import('./encrypt-form-entries.ts'));

function showStatus(form: HTMLFormElement, message: string): void {
  const status = form.querySelector<HTMLElement>(`[${ENCRYPT_STATUS_ATTRIBUTE}]`);
  if (!status) return;
  if (!status.hasAttribute('role')) status.setAttribute('role', 'alert');
  status.textContent = message;
}

/** Starts encrypted submission for every `<form data-encrypt-key-url>` in `root`; returns a stop function. */
export function startEncryption(root: Document = document, options: EncryptionOptions = {}): () => void {
  const onFormData = (event: Event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && form.matches(ENCRYPTED_FORM_SELECTOR)) {
      replaceWithCiphertexts(form, (event as FormDataEvent).formData);
    }
  };

  const onSubmit = (event: Event) => {
    const form = event.target;
    if (
      event.defaultPrevented ||
      !(form instanceof HTMLFormElement) ||
      !form.matches(ENCRYPTED_FORM_SELECTOR)
    )
      return;
    if (markedFields(form).length === 0 || isPrepared(form)) return;
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter;
    // Not given back when the chunk does not load: without it nothing is sent, never a clear value.
    encryptionChunk()
      .then(({ prepareEncryptedFields }) => prepareEncryptedFields(form))
      .then(
        () => {
          showStatus(form, '');
          submitAgain(form, submitter);
        },
        (error: Error) => {
          showStatus(form, error.message);
          if (options.onError) options.onError(error, form);
          else console.error(error.message);
        },
      );
  };

  root.addEventListener('formdata', onFormData, true);
  root.addEventListener('submit', onSubmit, true);
  return () => {
    root.removeEventListener('formdata', onFormData, true);
    root.removeEventListener('submit', onSubmit, true);
  };
}
