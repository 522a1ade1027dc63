/**
 * Live server validation (docs/validation.md): the small always-loaded part. It listens on the
 * document and loads the validator itself only when an opted-in form is on the page or used.
 */

import { submitAgain } from '../../core/forms/submit-again.ts';
import { loadOnce } from '../../core/load-once.ts';
import { giveBack } from '../../toolkit/held-action.ts';
import { VALIDATED_FORM_SELECTOR } from './constants.ts';
import type { ValidationOptions } from './validation-options.ts';

export type { ValidationFailureCallback, ValidationOptions } from './validation-options.ts';

type Controller = typeof import('./validation-controller.ts');

const FIELD_EVENTS = ['focusout', 'change', 'click'] as const;

/**
 * Starts live validation for every `<form data-validate>` in `root`, present now or added later.
 * Returns a function that stops it. `loadValidator` imports the validator's chunk.
 */
export function startValidation(
  root: Document = document,
  options: ValidationOptions = {},
  loadValidator: () => Promise<Controller> = () => import('./validation-controller.ts'),
): () => void {
  let controller: Controller | null = null;
  /** Held submits being given back, which pass. */
  const passing = new WeakSet<EventTarget>();
  const chunk = loadOnce('validation-controller', loadValidator);
  const load = () =>
    chunk().then((loaded) => {
      controller = loaded;
      return loaded;
    });
  const concerned = (event: Event) => {
    const target = event.target;
    const form = target instanceof HTMLFormElement ? target : (target as { form?: unknown } | null)?.form;
    return form instanceof HTMLFormElement && form.matches(VALIDATED_FORM_SELECTOR);
  };

  const onEvent = (event: Event) => {
    if (!concerned(event)) return;
    if (controller) return controller.handleValidationEvent(event, options);
    if (event.type === 'submit') {
      // The validator is not loaded yet: hold the submit and send it again once it is; give it
      // back when the validator does not load (the server checks the form anyway).
      if (event.defaultPrevented || passing.has(event.target as EventTarget)) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      load().then(
        () => submitAgain(form, submitter),
        (error: unknown) => {
          console.error(error);
          giveBack(form, passing, submitter);
        },
      );
      return;
    }
    load().then((loaded) => loaded.handleValidationEvent(event, options), console.error);
  };
  // Loading starts as soon as a user enters an opted-in form, so it is ready before the first blur.
  // A prefetch that fails reports nothing: the event that needs the validator reports it.
  const prefetch = () => load().catch(() => undefined);
  const onFocusIn = (event: Event) => {
    if (concerned(event)) void prefetch();
  };

  for (const type of FIELD_EVENTS) root.addEventListener(type, onEvent, true);
  root.addEventListener('submit', onEvent, true);
  root.addEventListener('focusin', onFocusIn, true);
  if (root.querySelector(VALIDATED_FORM_SELECTOR)) void prefetch();
  return () => {
    for (const type of FIELD_EVENTS) root.removeEventListener(type, onEvent, true);
    root.removeEventListener('submit', onEvent, true);
    root.removeEventListener('focusin', onFocusIn, true);
  };
}
