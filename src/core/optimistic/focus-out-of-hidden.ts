/**
 * Where the focus goes when an element holding it is hidden ahead of its answer (`remove`,
 * docs/optimistic.md): a hidden element's focus would fall to the body, and a keyboard or screen
 * reader user would start again from the top of the page. It goes to the same control of the next
 * shown sibling (the next basket line's "Remove"), else of the previous one, else to the nearest
 * control after the hidden element, else the nearest before it.
 */
import { FOCUSABLE } from '../modal-dialog.ts';

/** The focus inside an element about to be hidden: the element, and its place among the element's controls. */
export interface FocusInside {
  readonly focused: HTMLElement;
  readonly index: number;
}

/** The focus inside `element`, if it is there; read before it is hidden. */
export function focusInside(element: Element): FocusInside | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !element.contains(active)) return null;
  return { focused: active, index: controlsOf(element).findIndex((control) => control.contains(active)) };
}

/** Moves the focus out of `hidden`, which held `inside`; returns the element focused, or null when none could take it. */
export function moveFocusOutOf(hidden: Element, inside: FocusInside): HTMLElement | null {
  const target =
    counterpartIn(shownSibling(hidden, 'nextElementSibling'), inside.index) ??
    counterpartIn(shownSibling(hidden, 'previousElementSibling'), inside.index) ??
    nearestControl(hidden);
  target?.focus();
  return target && document.activeElement === target ? target : null;
}

function shownSibling(
  element: Element,
  direction: 'nextElementSibling' | 'previousElementSibling',
): Element | null {
  let sibling = element[direction];
  while (sibling && !isShown(sibling)) sibling = sibling[direction];
  return sibling;
}

/** The control at `index` of a sibling made like the hidden element (a line of the same list). */
function counterpartIn(sibling: Element | null, index: number): HTMLElement | null {
  if (!sibling || index < 0) return null;
  return controlsOf(sibling)[index] ?? null;
}

/** The first control after `hidden` in the page, else the last before it. */
function nearestControl(hidden: Element): HTMLElement | null {
  const controls = controlsOf(document.body).filter((control) => !hidden.contains(control));
  const after = controls.find(
    (control) => hidden.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const before = controls.filter(
    (control) => hidden.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING,
  );
  return after ?? before.at(-1) ?? null;
}

/** The controls Tab reaches in `root` that are shown, in document order. */
function controlsOf(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => isShown(control) && !control.closest('[inert]'),
  );
}

function isShown(element: Element): boolean {
  return element.getClientRects().length > 0;
}
