/**
 * The longest password the shop takes (the password inputs carry it as `maxlength`). A longer value
 * in a password field can only be ciphertext: RSA-OAEP with the shop's 2048-bit key gives 256 bytes,
 * 344 base64 characters.
 */
export const MAX_PASSWORD_LENGTH = 200;
