/** The live-validation call on the server side: the wire names of src/protocol, and the answer's texts. */

import {
  ERROR_CODE_CONTEXT_LOST,
  ERROR_CODE_FORM_STATE_GONE,
  ERROR_CODE_PARALLEL_CALL,
} from '../../protocol/live-validation.ts';

export {
  ERROR_CODE_CONTEXT_LOST,
  ERROR_CODE_FORM_STATE_GONE,
  ERROR_CODE_PARALLEL_CALL,
  FORM_ID_PARAM,
  LAYOUT_CONTEXT_PARAM,
  REQUESTED_WIDGETS_PARAM,
  VALIDATION_CONTEXT_PARAM,
} from '../../protocol/live-validation.ts';

export const ERROR_MESSAGES = {
  [ERROR_CODE_CONTEXT_LOST]: 'Error 01: the validation context no longer exists',
  [ERROR_CODE_PARALLEL_CALL]: 'Error 02: a validation call for this form is already running',
  [ERROR_CODE_FORM_STATE_GONE]: 'Error 04: the form state was released, the page must be reloaded',
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
