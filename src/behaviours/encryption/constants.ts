/** Encrypted submission (docs/validation.md): the markup attributes (the algorithm: key-algorithm.ts). */

/** On a form: the same-origin address of the key-pair endpoint answering the public key as a JWK. */
export const ENCRYPT_KEY_URL_ATTRIBUTE = 'data-encrypt-key-url';
/** On a field: its value is sent encrypted, never in clear. */
export const ENCRYPT_FIELD_ATTRIBUTE = 'data-encrypt';
/** On an element inside the form: where a failure to encrypt is shown (`role="alert"` is added). */
export const ENCRYPT_STATUS_ATTRIBUTE = 'data-encrypt-status';
