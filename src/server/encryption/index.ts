/** Server helpers of encrypted submission (docs/validation.md). */
export { decryptField, decryptFields, EncryptedFieldError } from './decrypt-field.ts';
export {
  createEncryptionKeyPair,
  DEFAULT_MODULUS_BITS,
  ENCRYPTION_JWK_ALGORITHM,
  type EncryptionKeyPair,
  encryptionKeyPairFromPem,
  PUBLIC_KEY_ANSWER_HEADERS,
  type PublicEncryptionJwk,
  publicKeyAnswer,
} from './encryption-key-pair.ts';
