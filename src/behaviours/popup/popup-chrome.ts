/**
 * What a popup session needs from its visible frame (the React component of the popup chunk):
 * the element shown (a `<dialog>` for fixed popups, a popover for floating ones) and the body the
 * content goes into. Injected, so the session stays framework-free.
 */
import type { PopupKind } from './popup-settings.ts';

export interface PopupChromeProps {
  id: string;
  kind: PopupKind;
  /** True while the content loads: `aria-busy` and a visible loading text. */
  busy: boolean;
  title: string | null;
  /** Id of a heading inside the content that names the popup (when no title is set). */
  labelledBy: string | null;
  /** Accessible name when there is neither a title nor a heading. */
  label: string;
  className: string | null;
  overlayClass: string | null;
  lang: string;
  onClose(): void;
}

export interface PopupChrome {
  /** The `<dialog>` (fixed) or popover element (floating). */
  readonly root: HTMLElement;
  /** Where the content is placed; React renders nothing inside it. */
  readonly body: HTMLElement;
  update(patch: Partial<PopupChromeProps>): void;
  dispose(): void;
}

export type RenderPopupChrome = (host: HTMLElement, props: PopupChromeProps) => PopupChrome;
