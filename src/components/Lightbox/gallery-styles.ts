import { installDefaultStyles } from '../shared/default-styles.ts';

/**
 * What the lightbox needs to work as a full-window viewer (the shop styles the rest, including the
 * gallery itself): the gallery's stage is shown above its thumbnails, which come first in the
 * page so Tab goes from the tab list to its panel, the dialog fills the window, the page behind does not scroll, the zoom surface
 * takes every touch gesture, and motion is only animated for visitors who have not asked for less.
 * The picture fits the window under the bar: the surface is a grid track of definite size (in an
 * auto track, max-height: 100% resolved to nothing and a tall picture ran off the bottom). ‹ › lie
 * on the picture, which may be any colour, so they have a near-opaque dark ground of their own.
 */
export const GALLERY_STYLES = `
.fg-gallery__layout{display:flex;flex-direction:column}
.fg-gallery__stage{order:-1}
.fg-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.fg-lightbox{position:fixed;inset:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;background:#111;color:#fff;overflow:hidden}
.fg-lightbox[open]{display:grid;grid-template-rows:auto minmax(0,1fr)}
html:has(.fg-lightbox[open]){overflow:hidden}
.fg-lightbox__bar{display:flex;align-items:center;gap:.5rem;padding:.5rem}
.fg-lightbox__counter{margin:0 auto 0 .5rem;font-variant-numeric:tabular-nums}
.fg-lightbox button{min-width:2.75rem;min-height:2.75rem;font:inherit;font-size:1.25rem;color:#fff;background:rgb(255 255 255/.15);border:1px solid rgb(255 255 255/.5);border-radius:.25rem;cursor:pointer}
.fg-lightbox button:focus-visible{outline:3px solid #fff;outline-offset:2px}
.fg-lightbox__surface{display:grid;grid-template:minmax(0,1fr)/minmax(0,1fr);place-items:center;min-height:0;overflow:hidden;touch-action:none;cursor:zoom-in}
.fg-lightbox__surface[data-zoomed]{cursor:grab}
.fg-lightbox__image{max-width:100%;max-height:100%;width:auto;height:auto;object-fit:contain;transform-origin:center;user-select:none;-webkit-user-select:none}
.fg-lightbox .fg-lightbox__prev,.fg-lightbox .fg-lightbox__next{position:absolute;top:50%;translate:0 -50%;background:rgb(17 17 17/.85)}
.fg-lightbox button:hover{background:#000}
.fg-lightbox__prev{left:.5rem}
.fg-lightbox__next{right:.5rem}
@media (prefers-reduced-motion:no-preference){.fg-lightbox__image{transition:transform .12s ease-out}}
`;

export function installGalleryStyles(): void {
  installDefaultStyles('fg-gallery-styles', GALLERY_STYLES);
}
