/**
 * The visitor asked for less motion: scrolling jumps, swaps run without a view transition,
 * carousels do not rotate and change slides without animation, maps jump instead of gliding.
 */
export function prefersReducedMotion(view: Window = window): boolean {
  return typeof view.matchMedia === 'function' && view.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
