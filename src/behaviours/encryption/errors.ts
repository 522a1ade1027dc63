/** Every error of encrypted submission; each one means the form was not sent. */

export class EncryptionError extends Error {
  override name = 'EncryptionError';
}

/** The key-pair endpoint did not answer with a usable public key. */
export class PublicKeyUnavailableError extends EncryptionError {
  override name = 'PublicKeyUnavailableError';
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`Cannot encrypt the form: no usable public key from ${url} (${reason}). The form was not sent.`);
  }
}

/** The key-pair address points to another origin. */
export class ForeignKeyUrlError extends EncryptionError {
  override name = 'ForeignKeyUrlError';
  constructor(readonly url: string) {
    super(
      `Cannot encrypt the form: refused to load a key from another origin (${url}). The form was not sent.`,
    );
  }
}

/** WebCrypto is missing (pages must be served over HTTPS or from localhost). */
export class CryptoUnavailableError extends EncryptionError {
  override name = 'CryptoUnavailableError';
  constructor() {
    super(
      'Cannot encrypt the form: this page has no WebCrypto (it must be served over HTTPS). The form was not sent.',
    );
  }
}

/** The value does not fit in one RSA-OAEP block. */
export class ValueTooLongError extends EncryptionError {
  override name = 'ValueTooLongError';
  constructor(readonly maxBytes: number) {
    super(`Cannot encrypt the form: a value is longer than ${maxBytes} bytes. The form was not sent.`);
  }
}
