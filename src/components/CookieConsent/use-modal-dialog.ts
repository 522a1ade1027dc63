/** Opens a native modal `<dialog>` while mounted: focus moves in, and returns when it unmounts. */
import { type KeyboardEvent, type RefObject, type SyntheticEvent, useLayoutEffect } from 'react';
import { isEscapeKey } from '../../core/escape-key.ts';

/**
 * `initialFocus` gets focus after opening (the dialog's first focusable element otherwise);
 * focus returns to `returnTo`, else to what had it before, when the dialog goes away (to the element
 * that now has its id, when it was replaced meanwhile).
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  initialFocus: RefObject<HTMLElement | null> | null,
  returnTo: HTMLElement | null = null,
): void {
  // Mount-only: the dialog exists exactly while it is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per mount, by design.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previous = returnTo ?? (element.ownerDocument.activeElement as HTMLElement | null);
    if (!element.open && element.isConnected) element.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (element.open) element.close();
      returnTarget(element.ownerDocument, previous)?.focus();
    };
  }, []);
}

/**
 * The opener, or the element that took its id: server markup the component took over meanwhile.
 * When neither is in the page (the banner that held the settings button went with the visitor's
 * choice), the page's main content: focus left on a removed element falls to `<body>`, and the
 * next Tab starts again at the top of the page. A `main` that cannot take focus (no tabindex)
 * leaves it there, as before.
 */
function returnTarget(doc: Document, opener: HTMLElement | null): HTMLElement | null {
  if (!opener || opener.isConnected) return opener;
  const successor = opener.id ? doc.getElementById(opener.id) : null;
  return successor ?? doc.querySelector<HTMLElement>('main, [role="main"]');
}

/** Escape (keydown, or the dialog's own cancel) runs `onEscape` instead of closing the dialog natively. */
export function escapeHandlers(onEscape: () => void) {
  return {
    onCancel: (event: SyntheticEvent) => {
      event.preventDefault();
      onEscape();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!isEscapeKey(event)) return;
      event.preventDefault();
      event.stopPropagation();
      onEscape();
    },
  };
}
