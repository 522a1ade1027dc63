/**
 * An in-page list of sections (links `href="#id"`), the one implementation behind the marked
 * lists of the anchors behaviour (`[data-anchors-list]`) and the AnchorsList component: a click
 * follows the link (follow-anchor.ts) and the section the visitor is reading is reported as the
 * page scrolls (current-section.ts).
 *
 * A followed link stays current until the visitor scrolls away from where its animation ended:
 * near the end of a page a short section cannot reach the reading line, and the visitor should
 * still see the section they chose marked.
 */
import { currentSectionIndex, watchSectionMoves } from './current-section.ts';
import { anchorTargetOf, followAnchorClick } from './follow-anchor.ts';

export interface AnchorsListOptions {
  /** Height of a sticky header: sections are scrolled this far below the top. */
  offsetPx?: number;
  /** The id of the current section, or null; called only when it changes. */
  onCurrent(id: string | null): void;
}

const LINK_SELECTOR = 'a[href^="#"]';

interface Pin {
  id: string;
  /** Where the animation ended; null while it runs. */
  scrollY: number | null;
}

export function attachAnchorsList(list: HTMLElement, options: AnchorsListOptions): () => void {
  const offsetPx = options.offsetPx ?? 0;
  let reported: string | null | undefined;
  let pin: Pin | null = null;

  const report = (id: string | null): void => {
    if (id === reported) return;
    reported = id;
    options.onCurrent(id);
  };

  const check = (): void => {
    if (pin && (pin.scrollY === null || pin.scrollY === window.scrollY)) {
      report(pin.id);
      return;
    }
    pin = null;
    const targets = [...list.querySelectorAll<HTMLAnchorElement>(LINK_SELECTOR)]
      .map(anchorTargetOf)
      .filter((target): target is HTMLElement => target !== null);
    const index = currentSectionIndex(targets, offsetPx);
    report(index < 0 ? null : (targets[index]?.id ?? null));
  };

  const onClick = (event: MouseEvent): void => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LINK_SELECTOR) : null;
    if (!link || !list.contains(link)) return;
    const followed = followAnchorClick(event, link, offsetPx);
    if (!followed) return;
    const followedPin: Pin = { id: followed.target.id, scrollY: null };
    pin = followedPin;
    report(followedPin.id);
    void followed.done.then((leftAt) => {
      if (pin !== followedPin) return;
      // Where the animation left the page, not where it is now: a visitor who scrolled on during
      // its last steps is reading elsewhere already, and the check lets the pin go.
      followedPin.scrollY = leftAt;
      check();
    });
  };

  list.addEventListener('click', onClick);
  const stopWatching = watchSectionMoves(check);
  check();
  return () => {
    list.removeEventListener('click', onClick);
    stopWatching();
  };
}

/** Marks the current section's links `aria-current="location"` in a list the library does not render. */
export function markCurrentLink(list: HTMLElement, id: string | null): void {
  for (const link of list.querySelectorAll<HTMLAnchorElement>(LINK_SELECTOR)) {
    if (id !== null && anchorTargetOf(link)?.id === id) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
  }
}
