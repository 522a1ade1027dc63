import { MAX_PASSWORD_LENGTH } from '../forms/password-field.ts';
import type { Fields } from './input.ts';
import { decryptField, type EncryptionKeyPair } from './pu.ts';

/**
 * The clear value of a field the page sends encrypted (`data-encrypt`). With script the browser sends
 * ciphertext; without script it posts the password itself, so the value's shape decides:
 * - at most MAX_PASSWORD_LENGTH characters: the password as typed;
 * - longer: ciphertext, which must be base64 of exactly the key's size and decrypt with the shop's
 *   private key. Anything else throws `EncryptedFieldError` (the error handler answers 400).
 */
export function readEncryptedField(keys: EncryptionKeyPair, name: string, value: string): string {
  if (value.length <= MAX_PASSWORD_LENGTH) return value;
  return decryptField(value, keys.privateKey, name);
}

/** The fields with the named ones read by `readEncryptedField` (for the handler of a form post). */
export function withDecryptedFields(
  keys: EncryptionKeyPair,
  fields: Fields,
  names: readonly string[],
): Fields {
  const result: Record<string, unknown> = { ...fields };
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string') result[name] = readEncryptedField(keys, name, value);
  }
  return result;
}

/** A `readField` for `answerValidation`: live-validation calls carry the same ciphertext as the post. */
export function encryptedFieldReader(
  keys: EncryptionKeyPair,
  names: readonly string[],
): (name: string, value: string) => string {
  return (name, value) => (names.includes(name) ? readEncryptedField(keys, name, value) : value);
}
