/**
 * What a popup's visible frame shows: the one contract between the popup session that drives it
 * (src/behaviours/popup/popup-chrome.ts) and the component that draws it (src/components/Popup).
 */
export interface PopupChromeProps {
  id: string;
  /** `fixed`: a modal `<dialog>`; `floating`: a manual popover next to its trigger. */
  kind: 'fixed' | 'floating';
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
