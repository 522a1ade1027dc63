/**
 * A horizontal swipe with any pointer (finger, pen, mouse drag): far enough, and more sideways than
 * up or down. The click that ends a swipe is swallowed, so a swipe over a button does not press it.
 */
import { type MouseEvent, type PointerEvent, useRef } from 'react';

/** Shortest horizontal travel that counts as a swipe, in CSS pixels. */
export const SWIPE_DISTANCE_PX = 40;

export type SwipeDirection = 'previous' | 'next';

/** Reads a finished swipe from its start and end points, or null when it was none. */
export function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  if (Math.abs(dx) < SWIPE_DISTANCE_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swallowClick = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (!event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      swallowClick.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (!direction) return;
      swallowClick.current = true;
      onSwipe(direction);
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (event: MouseEvent) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
