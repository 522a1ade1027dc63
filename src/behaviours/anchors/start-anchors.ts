/**
 * Scroll-to-anchor links (SPEC.md §9): a same-page link `a[href^="#"]` marked `data-scroll`, or
 * inside `[data-anchors-list]`, animates to its target over 500 ms (at once with reduced motion),
 * moves focus there and puts the hash in the address. Markup in docs/flows.md.
 */
import { isPlainClick } from '../../core/link-rules.ts';
import { scrollToAnchor } from '../../core/scroll.ts';
import { idOfHash } from './id-of-hash.ts';

const LINK_SELECTOR = 'a[href^="#"]';
const MARKED_SELECTOR = '[data-scroll], [data-anchors-list] a';

/** Focus without the browser's own jump; an element that cannot take focus gets `tabindex="-1"`. */
function focusTarget(target: HTMLElement): void {
  target.focus({ preventScroll: true });
  if (target.ownerDocument.activeElement === target) return;
  target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function startAnchors(doc: Document = document): () => void {
  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>(LINK_SELECTOR);
    if (!link?.matches(MARKED_SELECTOR)) return;
    const hash = link.getAttribute('href') ?? '';
    const id = idOfHash(hash);
    const target = id ? doc.getElementById(id) : null;
    if (!(target instanceof HTMLElement)) return;
    event.preventDefault();
    // pushState, not location.hash: the browser would jump before the animation.
    if (location.hash !== hash) history.pushState(history.state, '', hash);
    focusTarget(target);
    void scrollToAnchor(target);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
