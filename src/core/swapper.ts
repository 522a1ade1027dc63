/** Swaps new regions into the page: all or nothing, with the lifecycle events of docs/protocol.md. */
import { CONTAINER_RETRY_DELAY_MS } from './constants.ts';
import { ContainerMissingError } from './errors.ts';
import { emit } from './events.ts';

export interface Replacement {
  id: string;
  element: Element;
}

/**
 * Replaces each container by the element of the same id. Every container is looked up before any
 * is replaced; if one is gone, nothing at all is swapped.
 */
export function swapRegions(replacements: Replacement[]): Element[] {
  const containers = lookUp(replacements.map(({ id }) => id));
  const missing = replacements.find((_, index) => containers[index] === null);
  if (missing) throw new ContainerMissingError(missing.id);

  return replacements.map(({ id, element }, index) => {
    const container = containers[index] as Element;
    emit(container, 'fg:pu-before-replace', { targetId: id, newElement: element });
    container.replaceWith(element);
    emit(element, 'fg:pu-after-replace', { targetId: id, newElement: element });
    return element;
  });
}

/**
 * A container that is gone (its region was replaced meanwhile) may come back: when one is missing,
 * resolves after CONTAINER_RETRY_DELAY_MS, when the swap looks for it once more (nothing to wait for
 * otherwise).
 */
export function untilContainersReturn(ids: string[]): Promise<void> | undefined {
  if (lookUp(ids).includes(null))
    return new Promise((resolve) => setTimeout(resolve, CONTAINER_RETRY_DELAY_MS));
}

function lookUp(ids: string[]): (Element | null)[] {
  return ids.map((id) => {
    const container = document.getElementById(id);
    return container?.parentNode ? container : null;
  });
}
