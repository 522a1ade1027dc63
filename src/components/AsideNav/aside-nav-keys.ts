/**
 * Keys of the tree (APG disclosure navigation, optional keys): Down and Up move to the next and
 * previous visible link or button, Home and End to the first and last; Escape closes the branch
 * the focus is in (or the open branch of a focused button) and puts the focus on its button.
 * Tab, Enter and Space stay native.
 */
import { isEscapeKey } from '../../toolkit/escape-key.ts';

const FOCUSABLE = 'a[href], button';

function visibleItems(nav: HTMLElement): HTMLElement[] {
  return [...nav.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => !item.closest('[hidden]'));
}

/** The button of the branch to close for an Escape from `focused`, or null. */
function branchButtonToClose(nav: HTMLElement, focused: HTMLElement): HTMLButtonElement | null {
  if (focused instanceof HTMLButtonElement && focused.getAttribute('aria-expanded') === 'true')
    return focused;
  const subList = focused.closest('ul[id]');
  const owner = subList?.id
    ? nav.querySelector<HTMLButtonElement>(`button[aria-controls="${CSS.escape(subList.id)}"]`)
    : null;
  return owner?.getAttribute('aria-expanded') === 'true' ? owner : null;
}

/**
 * Handles a key inside the tree; returns the key of the branch to close (its item's `data-key`)
 * when Escape closes one, null otherwise.
 */
export function moveFocusByKey(nav: HTMLElement, event: KeyboardEvent): string | null {
  if (event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof HTMLElement)) return null;
  const focused = event.target;
  if (isEscapeKey(event)) {
    const button = branchButtonToClose(nav, focused);
    if (!button) return null;
    event.preventDefault();
    button.focus();
    return button.closest<HTMLElement>('li')?.dataset.key ?? null;
  }
  const items = visibleItems(nav);
  const index = items.indexOf(focused);
  const next =
    event.key === 'ArrowDown'
      ? items[Math.min(index + 1, items.length - 1)]
      : event.key === 'ArrowUp'
        ? items[Math.max(index - 1, 0)]
        : event.key === 'Home'
          ? items[0]
          : event.key === 'End'
            ? items[items.length - 1]
            : undefined;
  if (index < 0 || !next) return null;
  event.preventDefault();
  next.focus();
  return null;
}
