/** The live-validation answer exactly as SPEC.md §3 gives it, and the error answers of SPEC.md §8. */
import { ERROR_MESSAGES } from './constants.ts';

export interface ValidatedWidgetAnswer {
  widgetId: string;
  widgetInputName: string;
  widgetMessageId: string;
  /** The value validated; null for sensitive fields (passwords are never echoed). */
  validatedValue: string | null;
  hasErrors: boolean;
  hasInfos: boolean;
  hasMessages: boolean;
  messages: string[];
  keyedMessages: Record<string, string>;
  hasKeyedErrors: boolean;
}

export interface ValidationAnswerData {
  validationContextId: string;
  containerStatus: string;
  requires: boolean;
  widgets: ValidatedWidgetAnswer[];
}

export type ValidationAnswer =
  | { error: false; errorMessage: null; data: ValidationAnswerData }
  | { error: true; errorMessage: string; data: null };

export type ValidationErrorCode = keyof typeof ERROR_MESSAGES;

/** The answer for error 01, 02 or 04. */
export function validationErrorAnswer(code: ValidationErrorCode): ValidationAnswer {
  return { error: true, errorMessage: ERROR_MESSAGES[code], data: null };
}

/** Any other failure: the client calls its failure callback with code 500 and this message. */
export function validationFailureAnswer(message: string): ValidationAnswer {
  return { error: true, errorMessage: message, data: null };
}
