/** The visitor asked for less motion: the map jumps instead of gliding, and nothing scrolls smoothly. */
export function prefersReducedMotion(view: Window = window): boolean {
  return typeof view.matchMedia === 'function' && view.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
