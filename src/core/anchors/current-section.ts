/**
 * Which section of a page the visitor is reading: the last of the sections (in page order) whose
 * top has passed the reading line, a quarter of the window below the top (below `offsetPx`, the
 * height of a sticky header). Before the first section is reached, none is current.
 */

/** The reading line's distance from the window's top, past the offset. */
export const READING_LINE_SHARE = 0.25;

export function currentSectionIndex(sections: readonly Element[], offsetPx = 0): number {
  const line = offsetPx + window.innerHeight * READING_LINE_SHARE;
  let current = -1;
  sections.forEach((section, index) => {
    if (section.getBoundingClientRect().top <= line) current = index;
  });
  return current;
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
