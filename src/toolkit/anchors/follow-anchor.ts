/**
 * Following a same-page link (`href="#id"`) the library's way, for `data-scroll` links, marked
 * anchor lists and the AnchorsList component alike: the hash goes into the address as a new
 * history entry without the browser's jump, focus moves to the target and the page animates
 * there over 500 ms (at once with reduced motion; see scroll.ts).
 */
import { isPlainClick } from '../../core/link-rules.ts';
import { scrollToAnchor } from '../../core/scroll.ts';
import { idOfHash } from './id-of-hash.ts';

/** The element a same-page link names, or null (another page, an empty hash, a missing id). */
export function anchorTargetOf(link: HTMLAnchorElement): HTMLElement | null {
  const hash = link.getAttribute('href') ?? '';
  if (!hash.startsWith('#')) return null;
  const id = idOfHash(hash);
  const target = id ? link.ownerDocument.getElementById(id) : null;
  return target instanceof HTMLElement ? target : null;
}

/** Focus without the browser's own jump; an element that cannot take focus gets `tabindex="-1"`. */
function focusTarget(target: HTMLElement): void {
  target.focus({ preventScroll: true });
  if (target.ownerDocument.activeElement === target) return;
  target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Goes to the target: hash, focus, animation. Resolves when the animation ends or is stopped, with
 * where it left the page.
 */
export function followAnchor(target: HTMLElement, offsetPx = 0): Promise<number> {
  const hash = `#${encodeURIComponent(target.id)}`;
  // pushState, not location.hash: the browser would jump before the animation.
  if (location.hash !== hash) history.pushState(history.state, '', hash);
  focusTarget(target);
  return scrollToAnchor(target, undefined, offsetPx);
}

/**
 * Takes a plain click on a same-page link whose target exists and follows it; returns the target,
 * or null when the click is left to the browser (modified clicks, other buttons, missing ids).
 */
export function followAnchorClick(
  event: MouseEvent,
  link: HTMLAnchorElement,
  offsetPx = 0,
): { target: HTMLElement; done: Promise<number> } | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null;
  const target = anchorTargetOf(link);
  if (!target) return null;
  event.preventDefault();
  return { target, done: followAnchor(target, offsetPx) };
}
