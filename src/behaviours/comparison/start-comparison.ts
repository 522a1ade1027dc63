/**
 * Product comparison, "show different lines only" (docs/flows.md): the checkbox
 * `[data-comparison-different-only]` hides the rows `[data-comparison-row]` of the table its
 * `aria-controls` names whose value cells (`<td>`) all hold the same text. The choice is kept in
 * the cookie PRODUCT_COMPARISON_SHOW_DIFFERENT_ONLY (7 days, path /); the server renders it on a
 * full load, the client applies it again to tables a partial update swaps in. Markup in docs/flows.md.
 */
import { readToggleCookie, writeToggleCookie } from '../../toolkit/toggle-cookie.ts';

export const DIFFERENT_ONLY_COOKIE = 'PRODUCT_COMPARISON_SHOW_DIFFERENT_ONLY';
const TOGGLE_SELECTOR = 'input[type=checkbox][data-comparison-different-only]';
const ROW_SELECTOR = '[data-comparison-row]';

/** Hides (or shows again) the rows whose values are all equal; a row needs two values to compare. */
export function showDifferentOnly(scope: ParentNode, differentOnly: boolean): void {
  for (const row of scope.querySelectorAll<HTMLElement>(ROW_SELECTOR)) {
    row.hidden = differentOnly && hasEqualValues(row);
  }
}

function hasEqualValues(row: Element): boolean {
  const values = [...row.querySelectorAll('td')].map((cell) =>
    (cell.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
  return values.length > 1 && values.every((value) => value === values[0]);
}

/** The table the checkbox controls, or the whole document when it names none. */
function scopeOf(toggle: HTMLInputElement): ParentNode {
  const id = toggle.getAttribute('aria-controls');
  return (id && toggle.ownerDocument.getElementById(id)) || toggle.ownerDocument;
}

/** Sets every checkbox from the cookie (when there is one) and applies it to its table. */
function applyRemembered(doc: Document): void {
  const remembered = readToggleCookie(DIFFERENT_ONLY_COOKIE);
  for (const toggle of doc.querySelectorAll<HTMLInputElement>(TOGGLE_SELECTOR)) {
    if (remembered !== null) toggle.checked = remembered;
    showDifferentOnly(scopeOf(toggle), toggle.checked);
  }
}

export function startComparison(doc: Document = document): () => void {
  const onChange = (event: Event): void => {
    const toggle = event.target;
    if (!(toggle instanceof HTMLInputElement) || !toggle.matches(TOGGLE_SELECTOR)) return;
    writeToggleCookie(DIFFERENT_ONLY_COOKIE, toggle.checked);
    showDifferentOnly(scopeOf(toggle), toggle.checked);
  };
  const onSwap = (): void => applyRemembered(doc);
  doc.addEventListener('change', onChange);
  doc.addEventListener('fg:pu-after-replace', onSwap);
  applyRemembered(doc);
  return () => {
    doc.removeEventListener('change', onChange);
    doc.removeEventListener('fg:pu-after-replace', onSwap);
  };
}
