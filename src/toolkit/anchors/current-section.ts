/**
 * Which section of a page the visitor is reading: the last of the sections (in page order) whose
 * top has passed the reading line, a quarter of the window below the top (below `offsetPx`, the
 * height of a sticky header). Before the first section is reached, none is current. A page scrolled
 * to its end can go no further: short last sections never reach the line, so there the last
 * section the window shows is current.
 */

/** The reading line's distance from the window's top, past the offset. */
export const READING_LINE_SHARE = 0.25;

export function currentSectionIndex(sections: readonly Element[], offsetPx = 0): number {
  // At the end, any section whose top shows in the window (above its last pixel row) counts.
  const line = atPageEnd() ? window.innerHeight - 1 : offsetPx + window.innerHeight * READING_LINE_SHARE;
  let current = -1;
  sections.forEach((section, index) => {
    if (section.getBoundingClientRect().top <= line) current = index;
  });
  return current;
}

/** Scrolled as far down as the page goes (within a pixel of rounding), on a page that scrolls at all. */
function atPageEnd(): boolean {
  const root = document.documentElement;
  const scrollable = root.scrollHeight - root.clientHeight;
  return scrollable > 0 && window.scrollY >= scrollable - 1;
}

/**
 * Calls `check` whenever the sections may have moved: the page scrolled, the window was resized,
 * or the page's height changed (content swapped in, text reflowed). Returns the stop function.
 */
export function watchSectionMoves(check: () => void): () => void {
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(() => check()) : null;
  resizes?.observe(document.documentElement);
  window.addEventListener('scroll', check, { passive: true });
  window.addEventListener('resize', check);
  return () => {
    resizes?.disconnect();
    window.removeEventListener('scroll', check);
    window.removeEventListener('resize', check);
  };
}
