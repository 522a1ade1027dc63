/**
 * Answers a live-validation call from a rule set, in exactly the shape of docs/validation.md: opens a
 * context on a handshake, answers errors 01, 02 and 04 from the context store, and checks each
 * requested widget against its rules.
 */
import type { ParamsInput } from '../request-input.ts';
import {
  CONTAINER_INVALID,
  CONTAINER_VALID,
  ERROR_CODE_CONTEXT_LOST,
  ERROR_CODE_FORM_STATE_GONE,
  ERROR_CODE_PARALLEL_CALL,
} from './constants.ts';
import { readValidationRequest, type ValidationRequest } from './read-validation-request.ts';
import {
  type ValidatedWidgetAnswer,
  type ValidationAnswer,
  validationErrorAnswer,
  validationFailureAnswer,
} from './validation-answer.ts';
import type { ValidationContexts } from './validation-contexts.ts';
import type { RuleContext, ValidationRule } from './validation-rules.ts';

export interface WidgetRules {
  widgetId: string;
  /** The field's name in the form (e.g. `frm.email`). */
  inputName: string;
  /** Id of the element the messages go into; default `<widgetId>-message`. */
  messageId?: string;
  rules: ValidationRule[];
  /** Never echo the value (passwords): `validatedValue` is null. */
  sensitive?: boolean;
}

export interface ValidationRuleSet {
  widgets: WidgetRules[];
  /** False: the form may be sent even with errors (the client does not hold the submit). Default true. */
  requires?: boolean;
}

export interface AnswerValidationOptions {
  /** The in-memory `ValidationContextStore`, or `SignedValidationContexts` for several instances. */
  contexts: ValidationContexts;
  /** Turns a sent value into the value checked, e.g. decrypts encrypted fields; may throw. */
  readField?: (name: string, value: string) => string;
}

/** The message shown when something failed that is not the caller's business to read. */
export const VALIDATION_FAILED_MESSAGE = 'Validation failed on the server.';

async function checkWidget(
  widget: WidgetRules,
  value: string,
  context: RuleContext,
): Promise<ValidatedWidgetAnswer> {
  const messages: string[] = [];
  const keyedMessages: Record<string, string> = {};
  for (const rule of widget.rules) {
    const message = await rule.check(value, context);
    if (message === null) continue;
    if (!messages.includes(message)) messages.push(message);
    keyedMessages[rule.key] = message;
  }
  const hasErrors = messages.length > 0;
  return {
    widgetId: widget.widgetId,
    widgetInputName: widget.inputName,
    widgetMessageId: widget.messageId ?? `${widget.widgetId}-message`,
    validatedValue: widget.sensitive ? null : value,
    hasErrors,
    hasInfos: false,
    hasMessages: hasErrors,
    messages,
    keyedMessages,
    hasKeyedErrors: hasErrors,
  };
}

function fieldReader(request: ValidationRequest, readField: AnswerValidationOptions['readField']) {
  return (name: string): string => {
    const value = request.fields.get(name)?.[0] ?? '';
    return readField ? readField(name, value) : value;
  };
}

async function checkWidgets(
  request: ValidationRequest,
  ruleSet: ValidationRuleSet,
  readField: AnswerValidationOptions['readField'],
) {
  const field = fieldReader(request, readField);
  const context: RuleContext = { field, formId: request.formId, layoutContext: request.layoutContext };
  const requested = ruleSet.widgets.filter((widget) => request.requestedWidgets.includes(widget.widgetId));
  return Promise.all(requested.map((widget) => checkWidget(widget, field(widget.inputName), context)));
}

/**
 * The answer to one validation call. `params` is the parsed form-encoded body. Never rejects:
 * a rule or field reader that throws gives a failure answer (the client reports code 500).
 */
export async function answerValidation(
  params: ParamsInput,
  ruleSet: ValidationRuleSet,
  options: AnswerValidationOptions,
): Promise<ValidationAnswer> {
  const request = readValidationRequest(params);
  const { contexts } = options;
  let contextId = request.contextId;
  if (contextId === '') {
    contextId = contexts.create(request.formId);
  } else {
    const status = contexts.status(contextId, request.formId);
    if (status === 'unknown') return validationErrorAnswer(ERROR_CODE_CONTEXT_LOST);
    if (status === 'released') return validationErrorAnswer(ERROR_CODE_FORM_STATE_GONE);
  }
  if (!contexts.begin(contextId)) return validationErrorAnswer(ERROR_CODE_PARALLEL_CALL);
  try {
    const widgets = await checkWidgets(request, ruleSet, options.readField);
    return {
      error: false,
      errorMessage: null,
      data: {
        validationContextId: contextId,
        containerStatus: widgets.some((widget) => widget.hasErrors) ? CONTAINER_INVALID : CONTAINER_VALID,
        requires: ruleSet.requires ?? true,
        widgets,
      },
    };
  } catch (error) {
    const message =
      error instanceof Error && error.name === 'EncryptedFieldError'
        ? error.message
        : VALIDATION_FAILED_MESSAGE;
    return validationFailureAnswer(message);
  } finally {
    contexts.end(contextId);
  }
}

/**
 * Checks a whole submitted form against the same rules (the server must not trust the client):
 * the widgets with errors, empty when the form may be processed.
 */
export async function validateSubmittedForm(
  params: ParamsInput,
  ruleSet: ValidationRuleSet,
  readField?: AnswerValidationOptions['readField'],
): Promise<ValidatedWidgetAnswer[]> {
  const request = readValidationRequest(params);
  request.requestedWidgets = ruleSet.widgets.map((widget) => widget.widgetId);
  const widgets = await checkWidgets(request, ruleSet, readField);
  return widgets.filter((widget) => widget.hasErrors);
}
