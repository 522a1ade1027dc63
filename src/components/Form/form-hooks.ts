/**
 * Hooks through which live validation (a later layer) plugs into every Form component: a field is
 * offered for validation on blur and change, and a submit waits for `beforeSubmit` — false holds it.
 */
export interface FormValidationHooks {
  validateField?(field: HTMLElement, form: HTMLFormElement): void;
  beforeSubmit?(form: HTMLFormElement, submitter: HTMLElement | null): boolean | Promise<boolean>;
}

let hooks: FormValidationHooks = {};

export function setFormValidationHooks(next: FormValidationHooks): void {
  hooks = next;
}

export function formValidationHooks(): FormValidationHooks {
  return hooks;
}
