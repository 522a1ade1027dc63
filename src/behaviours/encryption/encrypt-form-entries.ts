/** Encrypts a form's marked fields with the server's public key (the lazily loaded part of encryption). */
import { ENCRYPT_KEY_URL_ATTRIBUTE } from '../../protocol/behaviour-markup.ts';
import { encryptValue } from './encrypt-value.ts';
import { ciphertextOf, markedFields, rememberCiphertext } from './encrypted-values.ts';
import { PublicKeyUnavailableError } from './errors.ts';
import { loadPublicKey } from './public-key.ts';

type MarkedField = ReturnType<typeof markedFields>[number];

/** The public key the form names in its key address; rejects with an EncryptionError. */
function publicKeyOf(form: HTMLFormElement): Promise<CryptoKey> {
  const address = form.getAttribute(ENCRYPT_KEY_URL_ATTRIBUTE);
  if (!address) {
    return Promise.reject(
      new PublicKeyUnavailableError('(none)', `the form has no ${ENCRYPT_KEY_URL_ATTRIBUTE}`),
    );
  }
  return loadPublicKey(address);
}

/** Makes sure every marked field has a ciphertext of its current value; rejects with an EncryptionError. */
export async function prepareEncryptedFields(form: HTMLFormElement): Promise<void> {
  const fields = markedFields(form).filter((field) => ciphertextOf(field) === null);
  if (fields.length === 0) return;
  const key = await publicKeyOf(form);
  await Promise.all(
    fields.map(async (field) => {
      const plain = field.value;
      rememberCiphertext(field, plain, await encryptValue(key, plain));
    }),
  );
}

/** A marked field with the value read from it (together with the rest of the form's entries). */
export type MarkedValue = readonly [field: MarkedField, plain: string];

/**
 * Name/value pairs of the form with the marked fields' values replaced by their ciphertexts. The
 * ciphertexts are of `values`, read when the entries were: a visitor typing on while they are
 * encrypted changes the next call, never leaves a field out of this one.
 */
export async function encryptFormEntries(
  form: HTMLFormElement,
  entries: [string, string][],
  values: readonly MarkedValue[] = markedFields(form).map((field) => [field, field.value]),
): Promise<[string, string][]> {
  let key: Promise<CryptoKey> | null = null;
  const cipherOf = async ([field, plain]: MarkedValue): Promise<string> => {
    const known = field.value === plain ? ciphertextOf(field) : null;
    if (known !== null) return known;
    key ??= publicKeyOf(form);
    const cipher = await encryptValue(await key, plain);
    rememberCiphertext(field, plain, cipher);
    return cipher;
  };
  const ciphers = await Promise.all(values.map(cipherOf));
  const names = new Set(values.map(([field]) => field.name));
  const result = entries.filter(([name]) => !names.has(name));
  values.forEach(([field], index) => {
    result.push([field.name, ciphers[index] as string]);
  });
  return result;
}
