/**
 * A partial-update request whose marker parameters are malformed (bad or repeated target ids,
 * a non-numeric history level ...). The request did not come from a well-behaved client, so the
 * server answers 400 Bad Request instead of guessing.
 */
export class PartialUpdateRequestError extends Error {
  override readonly name = 'PartialUpdateRequestError';
  /** HTTP status a server should answer with. */
  readonly status = 400;

  constructor(
    /** The offending parameter, e.g. `_pu_target`. */
    readonly parameter: string,
    message: string,
  ) {
    super(message);
  }
}
