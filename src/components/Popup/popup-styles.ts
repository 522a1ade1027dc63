import { installDefaultStyles } from '../shared/default-styles.ts';

/**
 * The few rules the popup frame needs to work (the shop styles the rest): the dialog box fills
 * the `<dialog>` exactly, so a click on the dialog element itself is a click on its backdrop.
 */
export const POPUP_STYLES = `
.fg-popup{padding:0;border:0;max-width:min(40rem,calc(100vw - 2rem));max-height:calc(100vh - 2rem);overflow:auto}
.fg-popup--floating{position:fixed;inset:auto;margin:0;z-index:1000;box-shadow:0 .25rem 1rem rgb(0 0 0/.2)}
.fg-popup__box{padding:1rem;background:#fff;color:#000}
.fg-popup__header{display:flex;align-items:start;gap:1rem}
.fg-popup__title{margin:0;flex:1;font-size:1.25rem}
.fg-popup__close{margin-inline-start:auto}
.fg-popup__frame{display:block;width:min(36rem,80vw);height:60vh;border:0}
.fg-confirm{padding:1rem;border:0;max-width:28rem}
.fg-confirm__buttons{display:flex;gap:.5rem;justify-content:flex-end}
`;

/** Adds the rules once, before the shop's own styles so that those win. */
export function installPopupStyles(): void {
  installDefaultStyles('fg-popup-styles', POPUP_STYLES);
}
