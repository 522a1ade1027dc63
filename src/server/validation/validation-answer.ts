/** The live-validation answer (docs/validation.md) and its error answers. */
import type { ValidatedWidget, ValidationData } from '../../protocol/live-validation.ts';
import { ERROR_MESSAGES } from './constants.ts';

/** One widget of the answer: the shape the client parses (src/protocol/live-validation.ts). */
export type ValidatedWidgetAnswer = ValidatedWidget;
export type ValidationAnswerData = ValidationData;

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
