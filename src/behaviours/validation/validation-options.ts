/** What a page may configure for live validation, in code (startValidation) and in markup (per form). */
import {
  DEFAULT_SCROLL_OFFSET_PX,
  OK_CLASS_ATTRIBUTE,
  RELOAD_MESSAGE_ATTRIBUTE,
  SCROLL_OFFSET_ATTRIBUTE,
  WARNING_CLASS_ATTRIBUTE,
} from './constants.ts';
import { FORM_EXPIRED_MESSAGE } from './errors.ts';
import type { FeedbackClasses } from './widget-feedback.ts';

/** Called when a validation call fails: code 500 for server errors and malformed answers, else the HTTP status. */
export type ValidationFailureCallback = (code: number, message: string, form: HTMLFormElement) => void;

export interface ValidationOptions {
  onFailure?: ValidationFailureCallback;
  /** Tells the user the form expired (error 04), before the reload. Default: `window.alert`. */
  notify?: (message: string) => void;
  /** Reloads the page (error 04). Default: `location.reload()`. */
  reload?: () => void;
}

export interface FormConfig {
  classes: FeedbackClasses;
  scrollOffset: number;
  expiredMessage: string;
}

/** Reads the per-form settings from the form's attributes (read on use, so markup may change them). */
export function readFormConfig(form: HTMLFormElement): FormConfig {
  const offset = Number(form.getAttribute(SCROLL_OFFSET_ATTRIBUTE) ?? Number.NaN);
  return {
    classes: {
      warning: form.getAttribute(WARNING_CLASS_ATTRIBUTE) || null,
      ok: form.getAttribute(OK_CLASS_ATTRIBUTE) || null,
    },
    scrollOffset: Number.isFinite(offset) ? offset : DEFAULT_SCROLL_OFFSET_PX,
    expiredMessage: form.getAttribute(RELOAD_MESSAGE_ATTRIBUTE) || FORM_EXPIRED_MESSAGE,
  };
}
