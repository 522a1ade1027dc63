/**
 * Scroll-to-anchor links: a same-page link `a[href^="#"]` marked `data-scroll`
 * animates to its target over 500 ms (at once with reduced motion), moves focus there and puts the
 * hash in the address. A list marked `[data-anchors-list]` does the same for its links and marks
 * the section being read `aria-current="location"` — the implementation the AnchorsList component
 * uses too (toolkit/anchors/anchors-list.ts). Markup in docs/flows.md.
 */
import { attachAnchorsList, markCurrentLink } from '../../toolkit/anchors/anchors-list.ts';
import { followAnchorClick } from '../../toolkit/anchors/follow-anchor.ts';

const SCROLL_LINK_SELECTOR = 'a[href^="#"][data-scroll]';
export const ANCHORS_LIST_SELECTOR = '[data-anchors-list]';

export function startAnchors(doc: Document = document): () => void {
  const attached = new Map<HTMLElement, () => void>();

  /** Attaches lists that are new in the page and lets go of the ones a swap removed. */
  const syncLists = (): void => {
    for (const [list, detach] of attached) {
      if (list.isConnected) continue;
      detach();
      attached.delete(list);
    }
    for (const list of doc.querySelectorAll<HTMLElement>(ANCHORS_LIST_SELECTOR)) {
      if (attached.has(list)) continue;
      attached.set(list, attachAnchorsList(list, { onCurrent: (id) => markCurrentLink(list, id) }));
    }
  };

  const onClick = (event: MouseEvent): void => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SCROLL_LINK_SELECTOR) : null;
    // A marked link inside a list is the list's to follow.
    if (link && !link.closest(ANCHORS_LIST_SELECTOR)) followAnchorClick(event, link);
  };

  doc.addEventListener('click', onClick);
  doc.addEventListener('fg:pu-after-replace', syncLists);
  syncLists();
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('fg:pu-after-replace', syncLists);
    for (const detach of attached.values()) detach();
    attached.clear();
  };
}
