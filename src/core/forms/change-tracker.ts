/**
 * Form change tracking (docs/protocol.md): a form becomes changed on its first `change` event, unless
 * the changed element lies inside `[data-ignore-changes="true"]`. A changed form carries the
 * class `changed` (the class is the state, so server markup and styles can rely on it) and
 * `fg:form-changed` is emitted on it whenever the state flips.
 */
import { emit } from '../events.ts';
import { ownerForm } from './owner-form.ts';

const CHANGED_CLASS = 'changed';
const IGNORE_CHANGES_SELECTOR = '[data-ignore-changes="true"]';

export function isFormChanged(form: HTMLFormElement): boolean {
  return form.classList.contains(CHANGED_CLASS);
}

function markFormChanged(form: HTMLFormElement): void {
  if (isFormChanged(form)) return;
  form.classList.add(CHANGED_CLASS);
  emit(form, 'fg:form-changed', { form, changed: true });
}

/** Clears the changed flag; emits `fg:form-changed` with `changed: false` if the form was changed. */
export function clearFormChanged(form: HTMLFormElement): void {
  if (!isFormChanged(form)) return;
  form.classList.remove(CHANGED_CLASS);
  emit(form, 'fg:form-changed', { form, changed: false });
}

/** The changed forms in `container`, the container itself included when it is a form. */
export function findChangedForms(container: Element): HTMLFormElement[] {
  const forms = [...container.querySelectorAll<HTMLFormElement>(`form.${CHANGED_CLASS}`)];
  if (container instanceof HTMLFormElement && isFormChanged(container)) forms.unshift(container);
  return forms;
}

/**
 * Watches `change` events under `root` with one delegated listener (capturing, so a handler that
 * stops propagation cannot hide a change). Returns a function that stops watching.
 */
export function trackFormChanges(root: Document | Element): () => void {
  const onChange = (event: Event): void => {
    const target = event.target;
    if (!(target instanceof Element) || target.closest(IGNORE_CHANGES_SELECTOR)) return;
    const form = ownerForm(target);
    if (form) markFormChanged(form);
  };
  root.addEventListener('change', onChange, { capture: true });
  return () => root.removeEventListener('change', onChange, { capture: true });
}
