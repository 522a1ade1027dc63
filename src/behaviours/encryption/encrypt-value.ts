/** RSA-OAEP (SHA-256) encryption of one field value with WebCrypto; the ciphertext travels as base64. */

import { CryptoUnavailableError, ValueTooLongError } from './errors.ts';
import { OAEP_SHA256_OVERHEAD_BYTES } from './key-algorithm.ts';

export function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new CryptoUnavailableError();
  return subtle;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Encrypts `value` (UTF-8) for `key`; an empty value stays empty, it has nothing to hide. */
export async function encryptValue(key: CryptoKey, value: string): Promise<string> {
  if (value === '') return '';
  const plain = new TextEncoder().encode(value);
  const modulusBits = (key.algorithm as RsaHashedKeyAlgorithm).modulusLength;
  const maxBytes = modulusBits / 8 - OAEP_SHA256_OVERHEAD_BYTES;
  if (plain.length > maxBytes) throw new ValueTooLongError(maxBytes);
  const cipher = await subtleCrypto().encrypt({ name: 'RSA-OAEP' }, key, plain);
  return toBase64(new Uint8Array(cipher));
}
