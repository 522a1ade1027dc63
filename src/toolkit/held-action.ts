import { submitAgain } from '../core/forms/submit-again.ts';

/**
 * A click or submit held while a lazy chunk loads is given back when the chunk fails or times out:
 * the element is clicked (the form submitted) again and passes the layer that held it — that layer
 * lets the targets in its `passing` set through — so the link is followed, or the form sent, as it
 * would be without that layer (by the browser, or by another layer such as a partial update where
 * the markup asks for one). A held action never silently does nothing.
 */
export function giveBack(
  element: HTMLElement,
  passing: WeakSet<EventTarget>,
  submitter: HTMLElement | null = null,
): void {
  if (!element.isConnected || !confirmNatively(element)) return;
  if (element instanceof HTMLFormElement) {
    submitAgain(element, submitter, passing);
    return;
  }
  // click() dispatches at once: the mark is only there while the action runs.
  passing.add(element);
  element.click();
  passing.delete(element);
}

/** A confirm is never skipped: without the dialog's chunk, the browser's own dialog asks `data-confirm`. */
export function confirmNatively(element: HTMLElement): boolean {
  const question = element.closest<HTMLElement>('[data-confirm]')?.dataset.confirm;
  return question === undefined || window.confirm(question);
}
