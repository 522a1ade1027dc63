/** Encrypted submission: the algorithm both ends agree on (apart from the markup, so the always-loaded guard does not carry it). */
/** RSA-OAEP with SHA-256 (JWK `alg` RSA-OAEP-256); the server decrypts with the same parameters. */
export const ENCRYPTION_ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
export const JWK_ALGORITHM = 'RSA-OAEP-256';
/** Keys shorter than this are refused (bits). */
export const MIN_MODULUS_BITS = 2048;
/** OAEP overhead with SHA-256: 2 * 32 + 2 bytes of the modulus carry no message. */
export const OAEP_SHA256_OVERHEAD_BYTES = 66;
