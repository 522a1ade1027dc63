/**
 * A header that slides away while the visitor scrolls down and comes back as soon as they scroll
 * up. It only sets an attribute on the layout root; the shop's CSS moves the header (a sticky
 * header translated out of view keeps its place in the flow, so the content never shifts, and a
 * transition can be dropped under prefers-reduced-motion). The header never hides while the focus
 * is inside it, nor before the page has scrolled past it.
 */
export const HEADER_HIDDEN_ATTRIBUTE = 'data-header-hidden';

/** Scroll distances smaller than this (px) are jitter, not a direction. */
const SCROLL_JITTER_PX = 4;

/** Starts watching; returns a function that stops and shows the header again. */
export function watchHidingHeader(root: HTMLElement, header: HTMLElement): () => void {
  let lastY = window.scrollY;
  const show = () => root.removeAttribute(HEADER_HIDDEN_ATTRIBUTE);
  const onScroll = () => {
    const y = window.scrollY;
    const delta = y - lastY;
    if (Math.abs(delta) < SCROLL_JITTER_PX) return;
    lastY = y;
    const past = y > header.offsetHeight;
    if (delta > 0 && past && !header.contains(document.activeElement)) {
      root.setAttribute(HEADER_HIDDEN_ATTRIBUTE, '');
    } else if (delta < 0 || !past) show();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  header.addEventListener('focusin', show);
  return () => {
    window.removeEventListener('scroll', onScroll);
    header.removeEventListener('focusin', show);
    show();
  };
}
