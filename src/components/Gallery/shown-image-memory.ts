/**
 * The shown image handed from a gallery to the gallery a partial update swaps in for it (the same
 * id in the new markup, e.g. another variant of the product): just before the swap the old gallery
 * notes its image on the new element, and the new one starts at that image if it still has it.
 */
import type { BeforeReplaceDetail } from '../../core/events.ts';

const handedOver = new WeakMap<Element, string>();

/** Listens for swaps of a region holding `gallery`; returns the stop function. */
export function handOverShownImage(gallery: HTMLElement, shownHref: () => string | undefined): () => void {
  const onBeforeReplace = (event: CustomEvent<BeforeReplaceDetail>) => {
    const container = event.target;
    if (!(container instanceof Element) || !container.contains(gallery)) return;
    const { newElement } = event.detail;
    const successor =
      newElement.id === gallery.id ? newElement : newElement.querySelector(`#${CSS.escape(gallery.id)}`);
    const href = shownHref();
    if (successor && href) handedOver.set(successor, href);
  };
  // The page root hears the swap of any region, the gallery's own included.
  const root = gallery.ownerDocument.documentElement;
  root.addEventListener('fg:pu-before-replace', onBeforeReplace);
  return () => root.removeEventListener('fg:pu-before-replace', onBeforeReplace);
}

/** The index of the image handed over to `gallery` among `hrefs`, or `fallback`. */
export function handedOverIndex(gallery: Element, hrefs: readonly string[], fallback: number): number {
  const href = handedOver.get(gallery);
  handedOver.delete(gallery);
  const index = href === undefined ? -1 : hrefs.indexOf(href);
  return index >= 0 ? index : fallback;
}
