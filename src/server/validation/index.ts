/** Server helpers that answer live-validation calls (docs/validation.md). */
export {
  type AnswerValidationOptions,
  answerValidation,
  VALIDATION_FAILED_MESSAGE,
  type ValidationRuleSet,
  validateSubmittedForm,
  type WidgetRules,
} from './answer-validation.ts';
export {
  CONTAINER_INVALID,
  CONTAINER_VALID,
  ERROR_CODE_CONTEXT_LOST,
  ERROR_CODE_FORM_STATE_GONE,
  ERROR_CODE_PARALLEL_CALL,
  ERROR_MESSAGES,
  FORM_ID_PARAM,
  LAYOUT_CONTEXT_PARAM,
  REQUESTED_WIDGETS_PARAM,
  VALIDATION_ANSWER_HEADERS,
  VALIDATION_CONTEXT_PARAM,
} from './constants.ts';
export { readValidationRequest, type ValidationRequest } from './read-validation-request.ts';
export {
  MIN_SECRET_BYTES,
  SignedValidationContexts,
  type SignedValidationContextsOptions,
} from './signed-validation-contexts.ts';
export {
  type ValidatedWidgetAnswer,
  type ValidationAnswer,
  type ValidationAnswerData,
  type ValidationErrorCode,
  validationErrorAnswer,
  validationFailureAnswer,
} from './validation-answer.ts';
export { ValidationContextStore, type ValidationContextStoreOptions } from './validation-context-store.ts';
export type { ContextStatus, ValidationContexts } from './validation-contexts.ts';
export {
  custom,
  email,
  maxLength,
  minLength,
  type PasswordPolicy,
  passwordRules,
  type RuleContext,
  required,
  sameAs,
  type ValidationRule,
} from './validation-rules.ts';
