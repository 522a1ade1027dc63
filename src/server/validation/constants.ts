/**
 * Names of the live-validation call (SPEC.md §7) on the server side. The browser keeps its own
 * copy in src/behaviours/validation/constants.ts; the strings must stay identical.
 */

/** Parameter: the validation context id (empty asks for a new context: the handshake). */
export const VALIDATION_CONTEXT_PARAM = 'validationContextId';
/** Parameter, repeated: one requested widget id each. */
export const REQUESTED_WIDGETS_PARAM = 'requestedWidgets';
/** Parameter: the form id. */
export const FORM_ID_PARAM = 'formId';
/** Parameter, optional: the layout context. */
export const LAYOUT_CONTEXT_PARAM = 'layoutContext';

/** Error codes of SPEC.md §8, answered as `errorMessage: "Error NN: ..."`. */
export const ERROR_CONTEXT_LOST = '01';
export const ERROR_PARALLEL_CALL = '02';
export const ERROR_FORM_STATE_GONE = '04';

export const ERROR_MESSAGES = {
  [ERROR_CONTEXT_LOST]: 'Error 01: the validation context no longer exists',
  [ERROR_PARALLEL_CALL]: 'Error 02: a validation call for this form is already running',
  [ERROR_FORM_STATE_GONE]: 'Error 04: the form state was released, the page must be reloaded',
} as const;

/** `containerStatus` of an answer. */
export const CONTAINER_VALID = 'valid';
export const CONTAINER_INVALID = 'invalid';

/** Headers of every validation answer: JSON, never cached. */
export const VALIDATION_ANSWER_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
} as const;

/** How long a validation context lives without use (ms). */
export const DEFAULT_CONTEXT_TTL_MS = 60 * 60 * 1000;
/** At most this many contexts are kept; the least recently used go first. */
export const DEFAULT_MAX_CONTEXTS = 10_000;
