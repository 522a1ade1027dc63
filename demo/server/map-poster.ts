/**
 * The stores map's poster: the picture the stores page shows in the map's frame from its first
 * paint — before the element, Leaflet and the tiles have arrived, and without script. It is the
 * view the map fits the stores into in a phone's frame (POSTER_FRAME: Leaflet's `fitBounds` with
 * the padding and whole zooms of src/components/MapPointer/store-map.ts), drawn at twice the
 * density (one zoom closer) from the same imaginary town as the tiles: an 800 × 600 PNG.
 *
 * Its address names the view (`urls.mapPoster`: `/tiles/poster/{z}/{x}/{y}.png`, the zoom and the
 * centre in pixels of the world at that zoom), so a poster never changes and is cached like a tile.
 */
import { paintTown, TOWN_PALETTE } from './drawings/town-plan.ts';
import { MAX_TILE_ZOOM, TILE_SIZE } from './map-tiles.ts';
import { palettePng } from './palette-png.ts';

/** The map frame the poster shows (CSS px, 4:3): a phone's, where the poster matters most. */
export const POSTER_FRAME = { width: 400, height: 300 } as const;
/** Pixels of the poster per CSS pixel of the frame: drawn one zoom closer. */
const DENSITY = 2;
export const POSTER_SIZE = {
  width: POSTER_FRAME.width * DENSITY,
  height: POSTER_FRAME.height * DENSITY,
} as const;
/** The room the element leaves around the stores when it fits them (store-map.ts FIT_PADDING_PX). */
const FIT_PADDING_PX = 40;
/** Leaflet's Web Mercator stops at this latitude. */
const MAX_LATITUDE = 85.0511287798;
/** Drawn posters kept for the next request: a poster is on the stores page's critical path. */
const POSTERS_KEPT = 16;

/** A view of the map: its zoom and its centre in pixels of the world at that zoom. */
export interface MapView {
  readonly zoom: number;
  readonly x: number;
  readonly y: number;
}

/** [x, y] of a place in pixels of the world at `zoom` (Leaflet's EPSG:3857). */
function worldPixel([latitude, longitude]: readonly [number, number], zoom: number): [number, number] {
  const world = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180);
  return [world * (longitude / 360 + 0.5), world * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI))];
}

/**
 * The view Leaflet's `fitBounds` gives the places in POSTER_FRAME (`getBoundsZoom`: the closest
 * whole zoom at which they fit inside the padding, at most `maxZoom`; the centre of their box),
 * its centre rounded to a whole pixel; null without places.
 */
export function fittedView(places: readonly (readonly [number, number])[], maxZoom: number): MapView | null {
  if (places.length === 0) return null;
  const points = places.map((place) => worldPixel(place, 0));
  const span = (axis: 0 | 1) =>
    Math.max(...points.map((point) => point[axis])) - Math.min(...points.map((point) => point[axis]));
  const scale = Math.min(
    (POSTER_FRAME.width - 2 * FIT_PADDING_PX) / span(0),
    (POSTER_FRAME.height - 2 * FIT_PADDING_PX) / span(1),
  );
  // Leaflet rounds to a hundredth of a zoom first, so a box within 1 % of a zoom takes it.
  const zoom = Math.max(0, Math.min(maxZoom, Math.floor(Math.round(Math.log2(scale) * 100) / 100)));
  const box = (axis: 0 | 1) => {
    const values = places.map((place) => worldPixel(place, zoom)[axis]);
    return (Math.min(...values) + Math.max(...values)) / 2;
  };
  return { zoom, x: Math.round(box(0)), y: Math.round(box(1)) };
}

/** True for a view the demo draws a poster of: a zoom it has tiles for, a centre in the world. */
export function isPosterView({ zoom, x, y }: MapView): boolean {
  const world = TILE_SIZE * 2 ** zoom;
  return (
    [zoom, x, y].every(Number.isInteger) &&
    zoom >= 0 &&
    zoom <= MAX_TILE_ZOOM &&
    x >= 0 &&
    y >= 0 &&
    x < world &&
    y < world
  );
}

const drawn = new Map<string, Buffer>();

/** The PNG of the view's poster (check it with isPosterView first). */
export function drawPoster(view: MapView): Buffer {
  const key = `${view.zoom}/${view.x}/${view.y}`;
  const kept = drawn.get(key);
  if (kept) return kept;
  const { width, height } = POSTER_SIZE;
  const town = paintTown(
    view.zoom + Math.log2(DENSITY),
    view.x * DENSITY - width / 2,
    view.y * DENSITY - height / 2,
    width,
    height,
  );
  const png = palettePng(width, height, town, TOWN_PALETTE);
  if (drawn.size >= POSTERS_KEPT) drawn.delete(drawn.keys().next().value as string);
  drawn.set(key, png);
  return png;
}
