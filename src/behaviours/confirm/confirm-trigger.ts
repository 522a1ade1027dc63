/**
 * A link or button with `data-confirm` asks first. Confirmed, it runs its `data-confirm-action`
 * web action, or submits its form (a submit button, through requestSubmit so a partial update
 * applies), or clicks itself again — so a link opens in its target, a link inside a partial-update
 * container continues as a partial update, and its own `data-action` runs. Declined, nothing happens.
 * When the dialog's chunk does not load, the browser's own confirm dialog asks instead.
 */
import { confirmNatively } from '../../toolkit/held-action.ts';
import type { PopupChunk } from '../popup/popup-chunk.ts';

/** Elements whose next click is the confirmed one and passes. */
const confirmed = new WeakSet<Element>();
/** Elements whose next click only carries their confirm action to the web actions. */
const actionClicks = new WeakSet<Element>();

export type ConfirmedClick = 'ask' | 'pass' | 'action';

/** What the click interceptor does with a click on a confirm trigger (and forgets the mark). */
export function confirmedClickKind(element: Element): ConfirmedClick {
  if (actionClicks.delete(element)) return 'action';
  return confirmed.delete(element) ? 'pass' : 'ask';
}

/** Asks with the popup chunk `loadChunk` gives (start-popups.ts owns it), else natively. */
export async function confirmTrigger(
  element: HTMLElement,
  loadChunk: () => Promise<PopupChunk>,
): Promise<boolean> {
  const chunk = await loadChunk().catch((error: unknown) => {
    console.error(error);
    return null;
  });
  if (!(chunk ? await chunk.confirmElement(element) : confirmNatively(element))) return false;
  const action = element.dataset.confirmAction;
  if (action) runAction(element, action);
  else if (isSubmitButton(element)) element.form?.requestSubmit(element);
  else {
    confirmed.add(element);
    element.click();
  }
  return true;
}

function isSubmitButton(element: HTMLElement): element is HTMLButtonElement | HTMLInputElement {
  return (
    (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
    (element.type === 'submit' || element.type === 'image') &&
    element.form !== null
  );
}

/** The web actions hear a click of an element carrying `data-action`: lend it the name for one click. */
function runAction(element: HTMLElement, name: string): void {
  const own = element.getAttribute('data-action');
  element.setAttribute('data-action', name);
  actionClicks.add(element);
  try {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  } finally {
    if (own === null) element.removeAttribute('data-action');
    else element.setAttribute('data-action', own);
  }
}
