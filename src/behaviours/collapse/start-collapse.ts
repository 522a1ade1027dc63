/**
 * Collapse blocks (docs/flows.md): `[data-collapse]` with a `<button data-collapse-toggle>` and a
 * `[data-collapse-panel]`, an APG disclosure — the button's `aria-expanded` and `aria-controls`
 * follow the panel's `hidden`. With `data-collapse-cookie="name"` the state is remembered for 7
 * days. Markup in docs/flows.md.
 */
import { emit } from '../../core/events.ts';
import { readToggleCookie, writeToggleCookie } from '../../toolkit/toggle-cookie.ts';

export const COLLAPSE_SELECTOR = '[data-collapse]';
const TOGGLE_SELECTOR = '[data-collapse-toggle]';
const PANEL_SELECTOR = '[data-collapse-panel]';
const COOKIE_ATTRIBUTE = 'data-collapse-cookie';

let generatedIds = 0;

/** The block's own part (not one of a nested block). */
function ownPart(block: Element, selector: string): HTMLElement | null {
  for (const part of block.querySelectorAll<HTMLElement>(selector)) {
    if (part.closest(COLLAPSE_SELECTOR) === block) return part;
  }
  return null;
}

export function isCollapseOpen(block: Element): boolean {
  const panel = ownPart(block, PANEL_SELECTOR);
  return Boolean(panel && !panel.hidden);
}

/** Opens or closes a block; a change by the visitor (`remember`) is stored in its cookie and announced as an event. */
export function setCollapseOpen(block: Element, open: boolean, remember = false): void {
  const panel = ownPart(block, PANEL_SELECTOR);
  const button = ownPart(block, TOGGLE_SELECTOR);
  if (!panel) return;
  panel.hidden = !open;
  if (button) {
    if (!panel.id) panel.id = `fg-collapse-${++generatedIds}`;
    button.setAttribute('aria-controls', panel.id);
    button.setAttribute('aria-expanded', String(open));
  }
  if (!remember) return;
  const cookie = block.getAttribute(COOKIE_ATTRIBUTE);
  if (cookie) writeToggleCookie(cookie, open);
  emit(block, 'fg:collapse-toggle', { open });
}

/** Brings the ARIA state in line with the panel, or with the remembered state when there is one. */
function initialise(root: ParentNode): void {
  const blocks = [...root.querySelectorAll(COLLAPSE_SELECTOR)];
  if (root instanceof Element && root.matches(COLLAPSE_SELECTOR)) blocks.unshift(root);
  for (const block of blocks) {
    const cookie = block.getAttribute(COOKIE_ATTRIBUTE);
    const remembered = cookie ? readToggleCookie(cookie) : null;
    setCollapseOpen(block, remembered ?? isCollapseOpen(block));
  }
}

export function startCollapse(doc: Document = document): () => void {
  const onClick = (event: MouseEvent): void => {
    const button = event.target instanceof Element ? event.target.closest(TOGGLE_SELECTOR) : null;
    const block = button?.closest(COLLAPSE_SELECTOR);
    if (!button || !block || event.defaultPrevented) return;
    event.preventDefault();
    setCollapseOpen(block, !isCollapseOpen(block), true);
  };
  // Blocks swapped in by a partial update get their state too.
  const onSwap = (event: HTMLElementEventMap['fg:pu-after-replace']): void =>
    initialise(event.detail.newElement);
  // Capture phase: a type=button button in a form inside a container is otherwise sent as a
  // partial update by the controller (docs/flows.md), which skips a click already prevented.
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('fg:pu-after-replace', onSwap as EventListener);
  initialise(doc);
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('fg:pu-after-replace', onSwap as EventListener);
  };
}
