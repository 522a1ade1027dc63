/** The live-validation call (docs/validation.md), once: the names both the client and the server helper use. */

/** Parameter: the validation context id (empty asks for a new context: the handshake). */
export const VALIDATION_CONTEXT_PARAM = 'validationContextId';
/** Parameter, repeated: one requested widget id each. */
export const REQUESTED_WIDGETS_PARAM = 'requestedWidgets';
/** Parameter: the form id. */
export const FORM_ID_PARAM = 'formId';
/** Parameter, optional: the layout context. */
export const LAYOUT_CONTEXT_PARAM = 'layoutContext';

/** Error codes, answered as `errorMessage: "Error NN: ..."`. */
export const ERROR_CODE_CONTEXT_LOST = '01';
export const ERROR_CODE_PARALLEL_CALL = '02';
export const ERROR_CODE_FORM_STATE_GONE = '04';

/** The validation address is the page address with this segment ... */
export const FORM_PATH_SEGMENT = '/qf/';
/** ... replaced by this one. */
export const VALIDATION_PATH_SEGMENT = '/validate/';

/** One validated widget of the answer (docs/validation.md): the server helper answers it, the client parses it. */
export interface ValidatedWidget {
  widgetId: string;
  widgetInputName: string;
  /** Id of the element the messages are rendered into. */
  widgetMessageId: string | null;
  /** The value validated; null for sensitive fields (passwords are never echoed). */
  validatedValue: string | null;
  hasErrors: boolean;
  hasInfos: boolean;
  hasMessages: boolean;
  /** Texts shown for the widget, in order. */
  messages: string[];
  /** Texts by rule key (e.g. one per password rule). */
  keyedMessages: Record<string, string>;
  hasKeyedErrors: boolean;
}

/** The `data` of an answer. */
export interface ValidationData {
  validationContextId: string;
  containerStatus: string;
  /** False when the server does not require validation: the form may be submitted regardless. */
  requires: boolean;
  widgets: ValidatedWidget[];
}
