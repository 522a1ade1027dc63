/**
 * Whose history entries an element's own changes are (a paginated list's): inside the region a
 * controller names its global target, the controller's — back/forward renders that whole region
 * again. Only the pagination chunk asks, so this stays out of the entry.
 */
import { CONTROLLER_TAG } from '../../protocol/partial-update-markup.ts';

/** The global target of the controller around `element`, when that region holds the element. */
export function globalTargetHolding(element: Element): string | null {
  const id = element.closest(CONTROLLER_TAG)?.getAttribute('target');
  return id && document.getElementById(id)?.contains(element) ? id : null;
}
