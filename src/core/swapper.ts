/** Swaps new regions into the page: all or nothing, with the lifecycle events of docs/protocol.md. */
import { SWAP_SETTINGS_SELECTOR } from '../protocol/partial-update-markup.ts';
import { CONTAINER_RETRY_DELAY_MS } from './constants.ts';
import { ContainerMissingError } from './errors.ts';
import { emit } from './events.ts';
import { loadOnce } from './load-once.ts';
import { logUnlessAborted } from './log-unless-aborted.ts';
import type { Replacement } from './swap/replacement.ts';
import type { SwapSettings } from './swap/swap-modes.ts';

export type { Replacement };

// Morph and view transitions (docs/morph-and-prefetch.md): a lazy chunk, loaded by the first update asking for one.
const swapModes = loadOnce('swap-modes', () => import('./swap/swap-modes.ts'));
// The scroll check runs 50 ms after a swap anyway: the scrolling code is a lazy chunk too.
const scrolling = loadOnce('scroll', () => import('./scroll.ts'));

/**
 * Replaces each container by the element of the same id. Every container is looked up before any
 * is replaced; if one is gone, nothing at all is swapped. A morph or a view transition, asked for by
 * the settings or a container, is swapped by the lazy swap-modes chunk (a promise); a plain
 * replacement is synchronous, so nothing runs between the swap and the focus put back.
 */
export function swapRegions(
  replacements: Replacement[],
  settings: SwapSettings = {},
): Element[] | Promise<Element[]> {
  const containers = lookUp(replacements.map(({ id }) => id));
  const missing = replacements.find((_, index) => containers[index] === null);
  if (missing) throw new ContainerMissingError(missing.id);
  if (settings.swap || settings.transition || containers.some((c) => c?.matches(SWAP_SETTINGS_SELECTOR)))
    return swapModes().then((modes) => modes.swapInModes(replacements, settings));

  const swapped = replacements.map(({ id, element }, index) => {
    const container = containers[index] as Element;
    emit(container, 'fg:pu-before-replace', { targetId: id, newElement: element });
    container.replaceWith(element);
    emit(element, 'fg:pu-after-replace', { targetId: id, newElement: element });
    return element;
  });
  // A replaced region the page is scrolled past is scrolled to (one check for all of the swap's
  // regions); a morphed one keeps the page still, and back/forward puts the page where the visitor
  // left it (history/scroll-position.ts); a refresh the visitor did not ask for leaves it still.
  if (settings.historyPopState || settings.keepScroll) return swapped;
  scrolling()
    .then(({ schedulePostReplacementScroll }) => schedulePostReplacementScroll(swapped))
    .catch(logUnlessAborted);
  return swapped;
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
