/** Test helper: the thumbs of the price-range slider a test mounted. */

/** The thumbs inside `root()`: all of them, the lower (from) and the upper (to). */
export function sliderThumbs(root: () => HTMLElement) {
  const thumbs = () => [...root().querySelectorAll<HTMLElement>('[role="slider"]')];
  return { thumbs, from: () => thumbs()[0] as HTMLElement, to: () => thumbs()[1] as HTMLElement };
}
