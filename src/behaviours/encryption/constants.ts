/** Encrypted submission (SPEC.md §7): markup attributes and the algorithm both ends agree on. */

/** On a form: the same-origin address of the key-pair endpoint answering the public key as a JWK. */
export const ENCRYPT_KEY_URL_ATTRIBUTE = 'data-encrypt-key-url';
/** On a field: its value is sent encrypted, never in clear. */
export const ENCRYPT_FIELD_ATTRIBUTE = 'data-encrypt';
/** On an element inside the form: where a failure to encrypt is shown (`role="alert"` is added). */
export const ENCRYPT_STATUS_ATTRIBUTE = 'data-encrypt-status';

/** RSA-OAEP with SHA-256 (JWK `alg` RSA-OAEP-256); the server decrypts with the same parameters. */
export const ENCRYPTION_ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
export const JWK_ALGORITHM = 'RSA-OAEP-256';
/** Keys shorter than this are refused (bits). */
export const MIN_MODULUS_BITS = 2048;
/** OAEP overhead with SHA-256: 2 * 32 + 2 bytes of the modulus carry no message. */
export const OAEP_SHA256_OVERHEAD_BYTES = 66;
