/** Encrypts a form's marked fields with the server's public key (the lazily loaded part of encryption). */
import { ENCRYPT_KEY_URL_ATTRIBUTE } from './constants.ts';
import { encryptValue } from './encrypt-value.ts';
import { ciphertextOf, markedFields, rememberCiphertext } from './encrypted-values.ts';
import { PublicKeyUnavailableError } from './errors.ts';
import { loadPublicKey } from './public-key.ts';

/** Makes sure every marked field has a ciphertext of its current value; rejects with an EncryptionError. */
export async function prepareEncryptedFields(form: HTMLFormElement): Promise<void> {
  const fields = markedFields(form).filter((field) => ciphertextOf(field) === null);
  if (fields.length === 0) return;
  const address = form.getAttribute(ENCRYPT_KEY_URL_ATTRIBUTE);
  if (!address) throw new PublicKeyUnavailableError('(none)', `the form has no ${ENCRYPT_KEY_URL_ATTRIBUTE}`);
  const key = await loadPublicKey(address);
  await Promise.all(
    fields.map(async (field) => {
      const plain = field.value;
      rememberCiphertext(field, plain, await encryptValue(key, plain));
    }),
  );
}

/** Name/value pairs of the form with the marked fields' values replaced by their ciphertexts. */
export async function encryptFormEntries(
  form: HTMLFormElement,
  entries: [string, string][],
): Promise<[string, string][]> {
  await prepareEncryptedFields(form);
  const fields = markedFields(form);
  const names = new Set(fields.map((field) => field.name));
  const result = entries.filter(([name]) => !names.has(name));
  for (const field of fields) {
    const cipher = ciphertextOf(field);
    if (cipher !== null) result.push([field.name, cipher]);
  }
  return result;
}
