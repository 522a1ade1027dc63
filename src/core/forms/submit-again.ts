/**
 * A held submit, made again. The browser ignores requestSubmit() while the form is still firing its
 * submit event — also from a promise callback that runs between that event's listeners, as after a
 * shopper's click — so the submit would be lost: it is made in a task of its own.
 */

/** The button that submitted, while it still belongs to the form; else the form's default. */
export function sameFormSubmitter(form: HTMLFormElement, submitter: Element | null): HTMLElement | null {
  // Only a connected button or input of this form has this form as its `form`.
  return submitter?.isConnected && (submitter as HTMLButtonElement).form === form
    ? (submitter as HTMLElement)
    : null;
}

/**
 * Submits the form again, with the same button, once the current event has ended; not when the form
 * left the page meanwhile. `passing` marks the form while its submit event runs, so the layer that
 * held it lets it through.
 */
export function submitAgain(
  form: HTMLFormElement,
  submitter: Element | null = null,
  passing?: WeakSet<EventTarget>,
): void {
  setTimeout(() => {
    if (!form.isConnected) return;
    passing?.add(form);
    form.requestSubmit(sameFormSubmitter(form, submitter));
    passing?.delete(form);
  });
}
