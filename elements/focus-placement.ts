/**
 * A component takes over server markup that may hold the focus — e.g. the quantity field a partial
 * update has just swapped in. Removing that markup drops the focus to the body, and a swap that
 * could not find the field (already removed) focuses its container instead. Once rendered, the
 * component gives the focus to its own control with the same id, with the caret where it was.
 */
import type { FocusUnplacedDetail } from '../src/core/events.ts';
import { captureFocus, type FocusSnapshot } from '../src/core/focus-keeper.ts';
import { FOCUSABLE } from '../src/core/modal-dialog.ts';

/** The focus inside `host` now, before its server markup is removed; null when it is elsewhere. */
export function focusWithin(host: Element): FocusSnapshot | null {
  const focus = captureFocus();
  return focus.element && focus.id && host.contains(focus.element) ? focus : null;
}

/**
 * Focuses the element with the snapshot's id (the one taken at removal, else the one a swap could
 * not place while the component was rendering: `fg:focus-unplaced`) when it is inside `host` —
 * unless the visitor has moved on: the focus is still on the body, or on a container around it.
 */
export function placeFocusInside(host: Element, snapshot: FocusUnplacedDetail | FocusSnapshot | null): void {
  const target = snapshot?.id ? document.getElementById(snapshot.id) : null;
  if (!snapshot || !(target instanceof HTMLElement) || !host.contains(target)) return;
  const active = document.activeElement;
  if (active && active !== document.body && !active.contains(host)) return;
  target.focus({ preventScroll: true });
  const { selection } = snapshot;
  if (!selection || !(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
  try {
    target.setSelectionRange(selection.start, selection.end, selection.direction);
  } catch {
    // The rendered control has no caret (another input type): the focus is what matters.
  }
}

/**
 * The focused control's place among the shown focusable controls of `host`; null when the focus is
 * not inside it. A focus on something inside that is not one of them counts as the first.
 */
export function focusedControlIndex(host: Element): number | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !host.contains(active)) return null;
  return Math.max(0, shownControls(host).indexOf(active));
}

/**
 * A focused server control without an id (a `<summary>`, a link of the category tree) has no
 * rendered twin: when the takeover dropped the focus to the body, it goes to the rendered control at
 * the same place among the shown ones (server markup that looks as the component renders it has
 * them in the same order), else to the first.
 */
export function focusSamePlaceIfLost(host: Element, index: number): void {
  if (document.activeElement !== document.body) return;
  const controls = shownControls(host);
  (controls[index] ?? controls[0])?.focus({ preventScroll: true });
}

/** The focusable controls of `host` that have a box (not in a closed branch or a hidden list). */
function shownControls(host: Element): HTMLElement[] {
  return [...host.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.getClientRects().length > 0,
  );
}
