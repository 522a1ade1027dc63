/**
 * Constants of live validation (docs/validation.md): its limits, the wire names of the call and the
 * markup attributes.
 */

/** At least this long between the starts of two validation calls (ms). */
export const VALIDATION_MIN_WAIT_MS = 1000;
/** A submit held while validation runs is retried after this delay (ms). */
export const SUBMIT_RETRY_MS = 300;
/** Error 02 (parallel call): the same call is repeated after this delay (ms). */
export const PARALLEL_CALL_RETRY_MS = 200;
/** Default distance kept between the top of the window and the first error field when scrolled to (px). */
export const DEFAULT_SCROLL_OFFSET_PX = 0;
/** Our own: error 02 answers repeated this many times in a row are reported as a failure, not retried forever. */
export const MAX_PARALLEL_CALL_RETRIES = 10;

/** Class of a field the server found errors in. */
export const ERROR_CLASS = 'error';

/** Code given to the failure callback for every other server error (and malformed answers). */
export const FAILURE_CODE = 500;

/** The call's wire names, error codes and path segments: one source with the server (src/protocol). */
export {
  ERROR_CODE_CONTEXT_LOST,
  ERROR_CODE_FORM_STATE_GONE,
  ERROR_CODE_PARALLEL_CALL,
  FORM_ID_PARAM,
  FORM_PATH_SEGMENT,
  LAYOUT_CONTEXT_PARAM,
  REQUESTED_WIDGETS_PARAM,
  VALIDATION_CONTEXT_PARAM,
  VALIDATION_PATH_SEGMENT,
} from '../../protocol/live-validation.ts';

/** Markup: on the form. */
export const FORM_ATTRIBUTE = 'data-validate';
export const CONTEXT_ATTRIBUTE = 'data-validate-context';
export const LAYOUT_CONTEXT_ATTRIBUTE = 'data-validate-layout-context';
export const URL_ATTRIBUTE = 'data-validate-url';
export const WARNING_CLASS_ATTRIBUTE = 'data-validate-warning-class';
export const OK_CLASS_ATTRIBUTE = 'data-validate-ok-class';
export const SCROLL_OFFSET_ATTRIBUTE = 'data-validate-scroll-offset';
export const RELOAD_MESSAGE_ATTRIBUTE = 'data-validate-reload-message';
/** Markup: an element inside the form that shows form-level failures (`role="alert"` is added). */
export const STATUS_ATTRIBUTE = 'data-validate-status';
/** Markup: on a field. */
export const WIDGET_ATTRIBUTE = 'data-validate-widget';
export const MESSAGE_ATTRIBUTE = 'data-validate-message';
export const SKIP_ATTRIBUTE = 'data-validate-skip';
/** Markup: on a field whose value other fields' rules read (a country for a postal code): their widget ids. */
export const ALSO_ATTRIBUTE = 'data-validate-also';
/** Markup: a hint text shown as the value of a text input; never sent, cleared before submit. */
export const HINT_ATTRIBUTE = 'data-hint';

/** Selector of a form that opted in. */
export const VALIDATED_FORM_SELECTOR = `form[${FORM_ATTRIBUTE}]:not([${FORM_ATTRIBUTE}="false"])`;
