/**
 * The server tried to build an answer that breaks the wire contract (an invalid or repeated
 * widget id, a redirect to another origin ...). It is a programming error of the server, so it
 * is thrown rather than sent.
 */
export class PartialUpdateResponseError extends Error {
  override readonly name = 'PartialUpdateResponseError';
}
