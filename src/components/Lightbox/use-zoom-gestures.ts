/**
 * Pointer and wheel gestures of the lightbox's zoom surface: pinch with two fingers, double tap (or
 * double click) to zoom in and back, drag to pan a zoomed image, wheel to zoom at the pointer, and
 * a sideways swipe of an unzoomed image to move to the previous or next one.
 */
import { type PointerEvent, type RefObject, useEffect, useRef } from 'react';
import { type SwipeDirection, swipeDirection } from './use-swipe.ts';
import {
  DOUBLE_TAP_SCALE,
  isZoomed,
  type Point,
  panBy,
  pinchZoom,
  type Zoom,
  zoomAround,
} from './zoom-state.ts';

/** Two taps within this time and distance are a double tap. */
export const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_DISTANCE_PX = 30;
/** A press that moves less than this is a tap, not a drag. */
const TAP_SLOP_PX = 10;
/** Wheel travel that doubles (or halves) the scale, in CSS pixels. */
const WHEEL_PX_PER_DOUBLING = 200;
const LINE_PX = 16;

interface Pinch {
  distance: number;
  zoom: Zoom;
  /** The fingers' midpoint, relative to the surface centre. */
  midpoint: Point;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export function useZoomGestures(
  surface: RefObject<HTMLElement | null>,
  zoom: RefObject<Zoom>,
  setZoom: (zoom: Zoom) => void,
  onSwipe: (direction: SwipeDirection) => void,
) {
  const pointers = useRef(new Map<number, Point>());
  const press = useRef<{ start: Point; last: Point; pinched: boolean } | null>(null);
  const pinch = useRef<Pinch | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);

  /** A viewport point relative to the surface centre, and the surface size. */
  const measure = (point: Point) => {
    const rect = surface.current?.getBoundingClientRect() ?? new DOMRect();
    return {
      point: { x: point.x - (rect.left + rect.width / 2), y: point.y - (rect.top + rect.height / 2) },
      size: { width: rect.width, height: rect.height },
    };
  };

  const zoomAt = (scale: number, at: Point) => {
    const { point, size } = measure(at);
    setZoom(zoomAround(zoom.current, scale, point, size));
  };

  // A wheel listener must be non-passive to keep the wheel from scrolling anything else.
  useEffect(() => {
    const element = surface.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * LINE_PX : event.deltaY;
      zoomAt(zoom.current.scale * 2 ** (-pixels / WHEEL_PX_PER_DOUBLING), {
        x: event.clientX,
        y: event.clientY,
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  });

  const activePoints = (): Point[] => [...pointers.current.values()];

  const onTap = (at: Point, time: number) => {
    const previous = lastTap.current;
    if (
      previous &&
      time - previous.at <= DOUBLE_TAP_MS &&
      distance(previous.point, at) <= DOUBLE_TAP_DISTANCE_PX
    ) {
      lastTap.current = null;
      zoomAt(isZoomed(zoom.current) ? 1 : DOUBLE_TAP_SCALE, at);
      return;
    }
    lastTap.current = { at: time, point: at };
  };

  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      const point = { x: event.clientX, y: event.clientY };
      pointers.current.set(event.pointerId, point);
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser no longer tracks cannot be captured; its events still arrive here.
      }
      if (pointers.current.size === 1) press.current = { start: point, last: point, pinched: false };
      if (pointers.current.size === 2) {
        const [a, b] = activePoints() as [Point, Point];
        pinch.current = {
          distance: Math.max(1, distance(a, b)),
          zoom: zoom.current,
          midpoint: measure(middle(a, b)).point,
        };
        if (press.current) press.current.pinched = true;
      }
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!pointers.current.has(event.pointerId)) return;
      const point = { x: event.clientX, y: event.clientY };
      pointers.current.set(event.pointerId, point);
      const start = pinch.current;
      if (start && pointers.current.size >= 2) {
        const [a, b] = activePoints() as [Point, Point];
        const { point, size } = measure(middle(a, b));
        setZoom(pinchZoom(start.zoom, start.midpoint, distance(a, b) / start.distance, point, size));
        return;
      }
      const current = press.current;
      if (!current || !isZoomed(zoom.current)) return;
      const { size } = measure(point);
      setZoom(panBy(zoom.current, point.x - current.last.x, point.y - current.last.y, size));
      current.last = point;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (!pointers.current.delete(event.pointerId)) return;
      if (pointers.current.size < 2) pinch.current = null;
      const current = press.current;
      if (!current || pointers.current.size > 0) return;
      press.current = null;
      if (current.pinched) return;
      const dx = event.clientX - current.start.x;
      const dy = event.clientY - current.start.y;
      if (Math.hypot(dx, dy) < TAP_SLOP_PX) {
        onTap({ x: event.clientX, y: event.clientY }, event.timeStamp);
        return;
      }
      const direction = isZoomed(zoom.current) ? null : swipeDirection(dx, dy);
      if (direction) onSwipe(direction);
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      pointers.current.delete(event.pointerId);
      pinch.current = null;
      press.current = null;
    },
  };
}
