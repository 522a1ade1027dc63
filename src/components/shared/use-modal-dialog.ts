/** A component's native modal `<dialog>` (core/modal-dialog.ts), open while mounted. */
import { type KeyboardEvent, type RefObject, type SyntheticEvent, useLayoutEffect } from 'react';
import { openModalDialog } from '../../core/modal-dialog.ts';
import { isEscapeKey } from '../../toolkit/escape-key.ts';

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
    return openModalDialog(element, { initialFocus: initialFocus?.current, returnFocusTo: returnTo });
  }, []);
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
