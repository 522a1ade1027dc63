/**
 * The lightbox's zoom and pan as plain numbers: a scale and an offset of the image centre from the
 * surface centre, in CSS pixels. Zooming keeps the point under the finger or pointer where it is;
 * the offset is clamped so the zoomed image always covers the surface's centre.
 */
export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export const UNZOOMED: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 4;
/** One step of the keyboard, the buttons and one wheel notch. */
export const ZOOM_STEP = 1.5;
/** Double tap zooms to this scale (and back to 1 when zoomed). */
export const DOUBLE_TAP_SCALE = 2.5;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the image over the surface: at scale s it may move by (s − 1) / 2 of the surface each way. */
export function clampPan(zoom: Zoom, surface: Size): Zoom {
  const scale = clamp(zoom.scale, 1, MAX_SCALE);
  if (scale === 1) return UNZOOMED;
  const maxX = ((scale - 1) * surface.width) / 2;
  const maxY = ((scale - 1) * surface.height) / 2;
  return { scale, x: clamp(zoom.x, -maxX, maxX), y: clamp(zoom.y, -maxY, maxY) };
}

/**
 * Scales to `scale` around `point` (relative to the surface centre): the image point under it
 * stays under it.
 */
export function zoomAround(zoom: Zoom, scale: number, point: Point, surface: Size): Zoom {
  const next = clamp(scale, 1, MAX_SCALE);
  const ratio = next / zoom.scale;
  return clampPan(
    { scale: next, x: point.x - (point.x - zoom.x) * ratio, y: point.y - (point.y - zoom.y) * ratio },
    surface,
  );
}

/**
 * A pinch: the image point that was under the fingers' midpoint when the pinch began follows the
 * midpoint, at the start scale times `scale` (the fingers' distance over their starting distance).
 */
export function pinchZoom(
  start: Zoom,
  startMidpoint: Point,
  factor: number,
  midpoint: Point,
  surface: Size,
): Zoom {
  const scale = clamp(start.scale * factor, 1, MAX_SCALE);
  const imageX = (startMidpoint.x - start.x) / start.scale;
  const imageY = (startMidpoint.y - start.y) / start.scale;
  return clampPan({ scale, x: midpoint.x - imageX * scale, y: midpoint.y - imageY * scale }, surface);
}

export function panBy(zoom: Zoom, dx: number, dy: number, surface: Size): Zoom {
  return clampPan({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, surface);
}

export const isZoomed = (zoom: Zoom) => zoom.scale > 1;

export const zoomTransform = (zoom: Zoom) => `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`;
