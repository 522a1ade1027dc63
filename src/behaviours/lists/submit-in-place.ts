import { CONTAINER_SELECTOR } from '../../protocol/partial-update-markup.ts';

/** The region a form updates: the id its marker attribute names, else its container, else the form itself. */
export function regionOf(form: HTMLFormElement, marker: string): string | null {
  const named = form.getAttribute(marker)?.trim();
  if (named) return named;
  return form.closest(CONTAINER_SELECTOR)?.id || form.id || null;
}

/**
 * Hears submits of forms matching `selector` in the capture phase, so the `<fg-partial-update>`
 * controller (which skips prevented events) does not run them a second time. A submit already
 * prevented (live validation holding it) is left alone. Returns a stop function.
 */
export function interceptSubmits(
  doc: Document,
  selector: string,
  handle: (form: HTMLFormElement, submitter: HTMLElement | null) => void,
): () => void {
  const onSubmit = (event: SubmitEvent): void => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches(selector)) return;
    event.preventDefault();
    handle(form, event.submitter instanceof HTMLElement ? event.submitter : null);
  };
  doc.addEventListener('submit', onSubmit, true);
  return () => doc.removeEventListener('submit', onSubmit, true);
}
