/**
 * Which Escape collapses the search. The search field is usually a Typeahead combobox, whose
 * Escape closes the suggestions first and then clears the field; only an Escape that finds both
 * done collapses the search (read before the field handles the key).
 */
import { isEscapeKey } from '../../toolkit/escape-key.ts';

export function escapeCollapses(event: KeyboardEvent): boolean {
  if (!isEscapeKey(event)) return false;
  const field = event.target;
  if (field instanceof HTMLInputElement) {
    if (field.getAttribute('aria-expanded') === 'true') return false;
    if (field.value !== '') return false;
  }
  return true;
}
