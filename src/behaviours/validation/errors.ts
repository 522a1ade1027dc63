/** Every error live validation reports, with its message; all are ValidationError. */
import { FAILURE_CODE } from './constants.ts';

export class ValidationError extends Error {
  override name = 'ValidationError';
  /** The code given to the failure callback. */
  readonly code: number = FAILURE_CODE;
}

/** The answer is not JSON of the live-validation shape (docs/validation.md). */
export class MalformedValidationResponseError extends ValidationError {
  override name = 'MalformedValidationResponseError';
  constructor(readonly reason: string) {
    super(`Validation server returned a malformed answer: ${reason}.`);
  }
}

/** The validation call failed at the HTTP level (status not 2xx, network error, time-out). */
export class ValidationHttpError extends ValidationError {
  override name = 'ValidationHttpError';
  override readonly code: number;
  constructor(readonly status: number) {
    super(
      status === 0
        ? 'Validation call failed: no answer from the server.'
        : `Validation call failed: server returned HTTP ${status}.`,
    );
    this.code = status;
  }
}

/** The server answered with its error flag: `Error NN ...` or any other message. */
export class ValidationServerError extends ValidationError {
  override name = 'ValidationServerError';
  constructor(
    readonly serverCode: string | null,
    readonly serverMessage: string,
  ) {
    super(serverMessage || 'Validation server reported an error without a message.');
  }
}

/** Error 01 came back again right after a new handshake. */
export class ValidationContextLostError extends ValidationError {
  override name = 'ValidationContextLostError';
  constructor() {
    super('Error 01: the validation context was lost again right after a new handshake.');
  }
}

/** Error 02 came back too many times in a row. */
export class ParallelCallLimitError extends ValidationError {
  override name = 'ParallelCallLimitError';
  constructor(readonly attempts: number) {
    super(`Error 02: the validation call was still refused as parallel after ${attempts} retries.`);
  }
}

/** `data-validate-url` points to another origin: refused, nothing is sent. */
export class ForeignValidationUrlError extends ValidationError {
  override name = 'ForeignValidationUrlError';
  constructor(readonly url: string) {
    super(`Refused to send a validation call to another origin: ${url}`);
  }
}

/** Shown to the user on error 04 before the page reloads (overridable by `data-validate-reload-message`). */
export const FORM_EXPIRED_MESSAGE = 'This form has expired. The page will now reload.';
