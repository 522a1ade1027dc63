/**
 * The error catalogue of partial updates (docs/protocol.md), each message verbatim, as typed classes.
 * Every error the engine raises is a PartialUpdateError, so callers can tell ours from others.
 */
export class PartialUpdateError extends Error {
  override name = 'PartialUpdateError';
}

/** Status not 200, or an empty body. */
export class HttpStatusError extends PartialUpdateError {
  override name = 'HttpStatusError';
  constructor(readonly status: number) {
    super(`Server returned HTTP: ${status} (no partial update performed)`);
  }
}

/** The request itself failed (network error or time-out). Never raised for an abort. */
export class RequestFailedError extends PartialUpdateError {
  override name = 'RequestFailedError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly reason: string,
  ) {
    super(`Server returned HTTP: ${status} ${statusText} (${reason}). No partial update performed`);
  }
}

export class ContainerMissingError extends PartialUpdateError {
  override name = 'ContainerMissingError';
  constructor(readonly id: string) {
    super(`Cannot perform partial update of the container id ${id} is not present.`);
  }
}

export class SubmitMissingError extends PartialUpdateError {
  override name = 'SubmitMissingError';
  constructor(readonly id: string) {
    super(`Cannot perform partial update - submit or form with id ${id} is not present.`);
  }
}

export class FormNotFoundError extends PartialUpdateError {
  override name = 'FormNotFoundError';
  constructor() {
    super('Cannot perform partial update - form not found.');
  }
}

/** Upload submits (multipart) report a missing submit or form with the upload wording. */
export class UploadSubmitMissingError extends PartialUpdateError {
  override name = 'UploadSubmitMissingError';
  constructor(readonly id: string) {
    super(`Cannot perform submit to iframe - submit or form with id ${id} is not present`);
  }
}

export class UploadFormNotFoundError extends PartialUpdateError {
  override name = 'UploadFormNotFoundError';
  constructor() {
    super('Cannot perform submit to iframe - form not found');
  }
}

/** Logged, not thrown: an empty container is substituted. */
export function responseElementMissingMessage(id: string): string {
  return `In server response wasn't find element with id attribute ${id}`;
}

/** Developer message (Czech): the widget with the given id is not in the DOM. */
export class WidgetNotFoundError extends PartialUpdateError {
  override name = 'WidgetNotFoundError';
  constructor(readonly id: string) {
    super(`Widget s id „${id}“ nebyl v DOM nalezen.`);
  }
}

/** Developer message (Czech): the update target must be given by data-partial-update-target. */
export class TargetNotSpecifiedError extends PartialUpdateError {
  override name = 'TargetNotSpecifiedError';
  constructor() {
    super('Cíl partial update musí být zadán atributem data-partial-update-target.');
  }
}

export class UnparseableResponseError extends PartialUpdateError {
  override name = 'UnparseableResponseError';
  constructor() {
    super(
      'Server returned unparseable result - expected response starting with the widget-delimiters comment.',
    );
  }
}

export class ActionsNotSetError extends PartialUpdateError {
  override name = 'ActionsNotSetError';
  constructor() {
    super('Actions not set: call the function connecting web actions.');
  }
}

export class ComponentIdMissingError extends PartialUpdateError {
  override name = 'ComponentIdMissingError';
  constructor(readonly tagName: string) {
    super('The element on which a web component is initialised has no ID attribute.');
  }
}

export class ComponentAlreadyRenderedError extends PartialUpdateError {
  override name = 'ComponentAlreadyRenderedError';
  constructor() {
    super('Component already rendered.');
  }
}

/** Our own: a PU-Redirect header (or a replayed history entry) that points to another origin. */
export class ForeignRedirectError extends PartialUpdateError {
  override name = 'ForeignRedirectError';
  constructor(readonly location: string) {
    super(`Refused to follow a redirect to another origin: ${location}`);
  }
}

/** Our own: a request address that is not on this page's origin (the transport's last check). */
export class ForeignAddressError extends PartialUpdateError {
  override name = 'ForeignAddressError';
  constructor(readonly address: string) {
    super(`Refused to send a request to another origin: ${address}`);
  }
}

/** Our own: the session expired again right after the page was reloaded for it; no second reload. */
export class SessionExpiredError extends PartialUpdateError {
  override name = 'SessionExpiredError';
  constructor(readonly address: string) {
    super(`The session expired and reloading ${address} did not renew it: the page is not reloaded again.`);
  }
}

/** Our own: the server flagged its answer with PU-Error; the markup it sent is still shown. */
export class ServerReportedError extends PartialUpdateError {
  override name = 'ServerReportedError';
  constructor(readonly flag: string) {
    super(`Server reported an error for the partial update (PU-Error: ${flag})`);
  }
}

/** Our own: a setting has a value of the wrong shape. */
export class InvalidSettingError extends PartialUpdateError {
  override name = 'InvalidSettingError';
  constructor(
    readonly key: string,
    readonly value: string,
    expected: string,
  ) {
    super(`Invalid partial-update setting ${key}=${JSON.stringify(value)}: expected ${expected}.`);
  }
}

/** Our own: a lazy chunk did not load within CHUNK_LOAD_TIMEOUT_MS. */
export class ChunkLoadTimeoutError extends PartialUpdateError {
  override name = 'ChunkLoadTimeoutError';
  constructor(
    readonly chunk: string,
    readonly timeoutMs: number,
  ) {
    super(`Script chunk "${chunk}" did not load within ${timeoutMs} ms.`);
  }
}

/** Our own: a lazy chunk failed to load (network, server, a chunk of an older build); `cause` says why. */
export class ChunkLoadFailedError extends PartialUpdateError {
  override name = 'ChunkLoadFailedError';
  constructor(
    readonly chunk: string,
    cause: unknown,
  ) {
    super(`Script chunk "${chunk}" did not load.`, { cause });
  }
}

/** Our own: a request was superseded by a newer one for the same region, or aborted on purpose. */
export class AbortedError extends PartialUpdateError {
  override name = 'AbortedError';
  constructor(readonly target: string) {
    super(`Partial update of ${target} was aborted.`);
  }
}
