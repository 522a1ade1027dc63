/**
 * What a popup session needs from its visible frame (the React component of the popup chunk):
 * the element shown (a `<dialog>` for fixed popups, a popover for floating ones) and the body the
 * content goes into. Injected, so the session stays framework-free.
 */
import type { PopupChromeProps } from '../../toolkit/popup-chrome-props.ts';

export type { PopupChromeProps };

export interface PopupChrome {
  /** The `<dialog>` (fixed) or popover element (floating). */
  readonly root: HTMLElement;
  /** Where the content is placed; React renders nothing inside it. */
  readonly body: HTMLElement;
  update(patch: Partial<PopupChromeProps>): void;
  dispose(): void;
}

export type RenderPopupChrome = (host: HTMLElement, props: PopupChromeProps) => PopupChrome;
