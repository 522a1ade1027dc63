/** The DOM the popup behaviour adds itself, as lit-html templates (the chrome around it is React). */
import { html } from 'lit-html';

/** Where the popup chrome renders; placed after its trigger or inside the page's controller. */
export const popupHostTemplate = () => html`<div class="fg-popup-host"></div>`;

/**
 * The frame of `iframe` content. A same-origin page runs without `allow-same-origin` (an opaque
 * origin: it cannot reach into this page); a page of another site keeps its own origin, which it
 * needs to work and cannot use here.
 */
export const popupFrameTemplate = (address: string, title: string, sameOrigin: boolean) =>
  html`<iframe
    class="fg-popup__frame"
    sandbox=${`allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox${sameOrigin ? '' : ' allow-same-origin'}`}
    referrerpolicy="strict-origin-when-cross-origin"
    title=${title}
    src=${address}
  ></iframe>`;
