/**
 * A swipe with a mouse or pen (a finger scrolls the snap container natively, and the browser then
 * cancels the pointer): a horizontal drag of at least SWIPE_MIN_PX moves one slide, and the click
 * that ends the drag does not follow a link in the slide.
 */

export const SWIPE_MIN_PX = 40;

/** Watches `target` for swipes; returns what stops watching. */
export function watchSwipe(target: HTMLElement, onSwipe: (direction: 1 | -1) => void): () => void {
  let start: { id: number; x: number } | null = null;
  let swallowClick = false;
  const down = (event: PointerEvent) => {
    if (event.button !== 0) return;
    start = { id: event.pointerId, x: event.clientX };
    swallowClick = false;
  };
  const up = (event: PointerEvent) => {
    if (!start || start.id !== event.pointerId) return;
    const distance = event.clientX - start.x;
    start = null;
    if (Math.abs(distance) < SWIPE_MIN_PX) return;
    swallowClick = true;
    onSwipe(distance < 0 ? 1 : -1);
  };
  const cancel = () => {
    start = null;
  };
  const click = (event: MouseEvent) => {
    if (!swallowClick) return;
    swallowClick = false;
    event.preventDefault();
    event.stopPropagation();
  };
  // A dragged link or image would start the browser's drag and drop instead of the swipe.
  const dragStart = (event: DragEvent) => event.preventDefault();
  target.addEventListener('pointerdown', down);
  target.addEventListener('pointerup', up);
  target.addEventListener('pointercancel', cancel);
  target.addEventListener('click', click, true);
  target.addEventListener('dragstart', dragStart);
  return () => {
    target.removeEventListener('pointerdown', down);
    target.removeEventListener('pointerup', up);
    target.removeEventListener('pointercancel', cancel);
    target.removeEventListener('click', click, true);
    target.removeEventListener('dragstart', dragStart);
  };
}
