/**
 * The library's one modal dialog: a native `<dialog>` opened with showModal() (top layer, the page
 * inert), focus moved in, Tab on the last control and Shift+Tab on the first wrapping around instead
 * of leaving the page for the browser's own controls (WAI-ARIA APG dialog), and focus given back when
 * it closes. The lightbox, the cookie banner and settings, the confirm dialog and the fixed popup
 * all open through it; each handles Escape itself, since each closes differently.
 */

/** What Tab can reach inside a dialog (and the control a wrapper element stands for). */
export const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Tab's legacy key code: WebKitGTK names Shift+Tab (GTK's ISO_Left_Tab) "Unidentified", code 9 still. */
const TAB_KEY_CODE = 9;

export interface ModalDialogOptions {
  /** Gets the focus once open; otherwise showModal() focuses the dialog's first control. */
  readonly initialFocus?: HTMLElement | null;
  /** Gets the focus back on close; whatever had it before opening when left out. */
  readonly returnFocusTo?: HTMLElement | null;
  /** False when the caller gives the focus back itself. */
  readonly returnsFocus?: boolean;
}

/** Opens `dialog` as a modal; returns what closes it again. */
export function openModalDialog(dialog: HTMLDialogElement, options: ModalDialogOptions = {}): () => void {
  const doc = dialog.ownerDocument;
  const previous = options.returnFocusTo ?? (doc.activeElement as HTMLElement | null);
  if (!dialog.open && dialog.isConnected) dialog.showModal();
  options.initialFocus?.focus();
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = event.key === 'Tab' || event.keyCode === TAB_KEY_CODE;
    if (tab && !event.defaultPrevented) wrapTab(dialog, event);
  };
  dialog.addEventListener('keydown', onKeyDown);
  return () => {
    dialog.removeEventListener('keydown', onKeyDown);
    if (dialog.open) dialog.close();
    if (options.returnsFocus !== false) returnTarget(doc, previous)?.focus({ preventScroll: true });
  };
}

/** The controls Tab goes through, in order: the rendered ones (a hidden control is skipped by Tab too). */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

/**
 * Tab past the last control goes to the first, Shift+Tab before the first to the last. Focus may sit
 * on an element outside the sequence (a title with tabindex -1, the dialog itself): what lies
 * before the first control counts as the start, what lies after the last as the end.
 */
function wrapTab(dialog: HTMLElement, event: KeyboardEvent): void {
  const stops = tabStops(dialog);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = dialog.ownerDocument.activeElement;
  if (!(active instanceof HTMLElement) || !dialog.contains(active)) return;
  const atStart = active === dialog || active === first || precedes(active, first);
  const atEnd = active === last || (active !== dialog && precedes(last, active) && !last.contains(active));
  if (event.shiftKey ? atStart : atEnd) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

function precedes(a: Node, b: Node): boolean {
  return Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/**
 * The opener, or the element that took its id: server markup a component took over meanwhile.
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
