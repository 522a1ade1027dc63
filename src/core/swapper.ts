/** Swaps new regions into the page: all or nothing, with the lifecycle events of DESIGN.md. */
import { CONTAINER_RETRY_DELAY_MS } from './constants.ts';
import { ContainerMissingError } from './errors.ts';
import { emit } from './events.ts';

export interface Replacement {
  id: string;
  element: Element;
}

/**
 * Replaces each container by the element of the same id. Every container is looked up before any
 * is replaced; one that is gone (its region was replaced meanwhile) is looked up again once after
 * CONTAINER_RETRY_DELAY_MS, and if it is still gone nothing at all is swapped.
 */
export async function swapRegions(replacements: Replacement[]): Promise<Element[]> {
  let containers = lookUp(replacements);
  if (containers.includes(null)) {
    await delay(CONTAINER_RETRY_DELAY_MS);
    containers = lookUp(replacements);
  }
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

function lookUp(replacements: Replacement[]): (Element | null)[] {
  return replacements.map(({ id }) => {
    const container = document.getElementById(id);
    return container?.parentNode ? container : null;
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
