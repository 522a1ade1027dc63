/** The lazily loaded part of live validation: one FormValidator per opted-in form, fed by the page's events. */
import { VALIDATED_FORM_SELECTOR } from './constants.ts';
import { FormValidator } from './form-validator.ts';
import { isFieldControl } from './form-widgets.ts';
import type { ValidationOptions } from './validation-options.ts';

const validators = new WeakMap<HTMLFormElement, FormValidator>();

function validatorFor(form: HTMLFormElement, options: ValidationOptions): FormValidator {
  let validator = validators.get(form);
  if (!validator) {
    validator = new FormValidator(form, options);
    validators.set(form, validator);
  }
  return validator;
}

/** The opted-in form an event concerns, if any. */
export function validatedFormOf(event: Event): HTMLFormElement | null {
  const target = event.target;
  const form = target instanceof HTMLFormElement ? target : isFieldControl(target) ? target.form : null;
  return form?.matches(VALIDATED_FORM_SELECTOR) ? form : null;
}

/** Routes a field event (focusout, change, click) or a submit to the form's validator. */
export function handleValidationEvent(event: Event, options: ValidationOptions): void {
  const form = validatedFormOf(event);
  if (!form) return;
  const validator = validatorFor(form, options);
  if (event.type === 'submit') validator.onSubmit(event as SubmitEvent);
  else if (isFieldControl(event.target))
    validator.onFieldEvent(event.target, event.type === 'focusout' ? 'blur' : event.type);
}
