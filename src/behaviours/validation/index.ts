/**
 * Live server validation (SPEC.md §4, §5, §7): the small always-loaded part. It listens on the
 * document and loads the validator itself only when an opted-in form is on the page or used.
 */
import { VALIDATED_FORM_SELECTOR } from './constants.ts';
import type { ValidationOptions } from './validation-options.ts';

export type { ValidationFailureCallback, ValidationOptions } from './validation-options.ts';

type Controller = typeof import('./validation-controller.ts');

const FIELD_EVENTS = ['focusout', 'change', 'click'] as const;

/**
 * Starts live validation for every `<form data-validate>` in `root`, present now or added later.
 * Returns a function that stops it.
 */
export function startValidation(root: Document = document, options: ValidationOptions = {}): () => void {
  let controller: Controller | null = null;
  let loading: Promise<Controller> | null = null;
  const load = () => {
    loading ??= import('./validation-controller.ts').then((loaded) => {
      controller = loaded;
      return loaded;
    });
    return loading;
  };
  const concerned = (event: Event) => {
    const target = event.target;
    const form = target instanceof HTMLFormElement ? target : (target as { form?: unknown } | null)?.form;
    return form instanceof HTMLFormElement && form.matches(VALIDATED_FORM_SELECTOR);
  };

  const onEvent = (event: Event) => {
    if (!concerned(event)) return;
    if (controller) return controller.handleValidationEvent(event, options);
    if (event.type === 'submit') {
      // The validator is not loaded yet: hold the submit and send it again once it is.
      if (event.defaultPrevented) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      void load().then(() => form.requestSubmit(submitter?.isConnected ? submitter : null));
      return;
    }
    void load().then((loaded) => loaded.handleValidationEvent(event, options));
  };
  // Loading starts as soon as a user enters an opted-in form, so it is ready before the first blur.
  const onFocusIn = (event: Event) => {
    if (concerned(event)) void load();
  };

  for (const type of FIELD_EVENTS) root.addEventListener(type, onEvent, true);
  root.addEventListener('submit', onEvent, true);
  root.addEventListener('focusin', onFocusIn, true);
  if (root.querySelector(VALIDATED_FORM_SELECTOR)) void load();
  return () => {
    for (const type of FIELD_EVENTS) root.removeEventListener(type, onEvent, true);
    root.removeEventListener('submit', onEvent, true);
    root.removeEventListener('focusin', onFocusIn, true);
  };
}
