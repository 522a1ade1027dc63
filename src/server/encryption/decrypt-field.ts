/** Decrypts the fields the browser encrypted with the public key (RSA-OAEP, SHA-256, base64). */
import { constants, type KeyObject, privateDecrypt } from 'node:crypto';
import { type ParamsInput, readParamValues } from '../request-input.ts';

/** A field that should be encrypted could not be decrypted: the request must be refused. */
export class EncryptedFieldError extends Error {
  override name = 'EncryptedFieldError';
  constructor(
    readonly field: string,
    reason: string,
  ) {
    super(`Encrypted field ${field} cannot be decrypted: ${reason}.`);
  }
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The clear value of one encrypted field; an empty value stays empty (nothing was hidden). */
export function decryptField(value: string, privateKey: KeyObject, field = 'value'): string {
  if (value === '') return '';
  if (!BASE64.test(value))
    throw new EncryptedFieldError(field, 'it is not base64 ciphertext (was it sent in clear?)');
  const modulusBytes = (privateKey.asymmetricKeyDetails?.modulusLength ?? 0) / 8;
  const cipher = Buffer.from(value, 'base64');
  if (cipher.length !== modulusBytes)
    throw new EncryptedFieldError(field, 'the ciphertext does not fit the key');
  try {
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      cipher,
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new EncryptedFieldError(field, 'it was not encrypted with this server key');
  }
}

/**
 * The parameters as a record of first values, with the named fields decrypted. Throws
 * EncryptedFieldError when one of them is not ciphertext of this key.
 */
export function decryptFields(
  params: ParamsInput,
  names: readonly string[],
  privateKey: KeyObject,
): Record<string, string> {
  const keys = params instanceof URLSearchParams ? [...new Set(params.keys())] : Object.keys(params);
  const result: Record<string, string> = {};
  for (const name of keys) {
    const value = readParamValues(params, name)?.[0];
    if (value !== undefined) result[name] = value;
  }
  for (const name of names) {
    if (name in result) result[name] = decryptField(result[name] as string, privateKey, name);
  }
  return result;
}
