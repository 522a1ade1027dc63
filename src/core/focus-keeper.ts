/**
 * Focus after a swap (docs/architecture.md): kept where the visitor was — on the element with the
 * same id when it survives the swap, else on the updated container, never scrolling the page.
 */
import { emit, type TextSelection } from './events.ts';

export interface FocusSnapshot {
  /** The focused element, or null when nothing was (focus on the body). */
  element: Element | null;
  id: string | null;
  /** Caret and selection of a text field. */
  selection: TextSelection | null;
}

/** Records focus and caret before a swap. */
export function captureFocus(): FocusSnapshot {
  const active = document.activeElement;
  if (!active || isPageRoot(active)) return { element: null, id: null, selection: null };
  return { element: active, id: active.id || null, selection: readSelection(active) };
}

/** Puts focus back after a swap; `container` is the region swapped in. */
export function restoreFocus(snapshot: FocusSnapshot, container: Element | null): void {
  const { element } = snapshot;
  if (!element) return;
  if (element.isConnected) {
    if (document.activeElement !== element && focusIsLost() && focusWithoutScroll(element)) {
      restoreSelection(element, snapshot.selection);
    }
    return;
  }
  keepFocus(snapshot.id, snapshot.selection, container);
}

function keepFocus(id: string | null, selection: TextSelection | null, container: Element | null): void {
  if (!focusIsLost()) return;
  const same = id ? document.getElementById(id) : null;
  if (same && focusWithoutScroll(same)) {
    restoreSelection(same, selection);
    return;
  }
  if (!container) return;
  focusContainer(container);
  // Its id was gone because a component is taking the markup over: that component places it once
  // rendered (elements/focus-placement.ts).
  if (id) emit(container, 'fg:focus-unplaced', { id, selection });
}

/** A container that cannot take focus gets `tabindex="-1"` until focus leaves it. */
function focusContainer(container: Element): void {
  if (focusWithoutScroll(container) || !(container instanceof HTMLElement)) return;
  container.setAttribute('tabindex', '-1');
  container.addEventListener('blur', () => container.removeAttribute('tabindex'), { once: true });
  focusWithoutScroll(container);
}

function focusWithoutScroll(element: Element): boolean {
  if (!(element instanceof HTMLElement || element instanceof SVGElement)) return false;
  element.focus({ preventScroll: true });
  return document.activeElement === element;
}

/** Removing the focused element leaves focus on the body. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || isPageRoot(active);
}

function isPageRoot(element: Element): boolean {
  return element === document.body || element === document.documentElement;
}

function readSelection(element: Element): TextSelection | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  try {
    // Inputs without a caret (checkbox, email, number ...) report null or throw.
    const { selectionStart, selectionEnd, selectionDirection } = element;
    if (selectionStart === null || selectionEnd === null) return null;
    return { start: selectionStart, end: selectionEnd, direction: selectionDirection ?? 'none' };
  } catch {
    return null;
  }
}

function restoreSelection(element: Element, selection: TextSelection | null): void {
  if (!selection || !(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
  try {
    element.setSelectionRange(selection.start, selection.end, selection.direction);
  } catch {
    // The new element has no caret (its type changed): focus alone is kept.
  }
}
