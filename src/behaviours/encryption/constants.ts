/**
 * Encrypted submission (docs/validation.md): the markup attributes (the algorithm: key-algorithm.ts;
 * the form's key address, which the behaviour starts on: src/protocol/behaviour-markup.ts).
 */

/** On a field: its value is sent encrypted, never in clear. */
export const ENCRYPT_FIELD_ATTRIBUTE = 'data-encrypt';
/** On an element inside the form: where a failure to encrypt is shown (`role="alert"` is added). */
export const ENCRYPT_STATUS_ATTRIBUTE = 'data-encrypt-status';
