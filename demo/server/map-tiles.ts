/**
 * The demo's own map tiles, drawn on request so the stores map works offline and the repository
 * carries no image files: 256 × 256 PNGs in Web Mercator (the `{z}/{x}/{y}` scheme map providers
 * use) showing an imaginary town — streets, blocks of buildings, parks, rivers and lakes
 * (drawings/town-plan.ts) — that continues from each tile into the next. Not a real map.
 */
import { paintTown, TOWN_PALETTE } from './drawings/town-plan.ts';
import { palettePng } from './palette-png.ts';

export const TILE_SIZE = 256;
/** The closest zoom the demo draws (the stores map asks for no closer one). */
export const MAX_TILE_ZOOM = 12;

/** True for a tile that exists at that zoom. */
export function isTile(z: number, x: number, y: number): boolean {
  const count = 2 ** z;
  return (
    [z, x, y].every(Number.isInteger) &&
    z >= 0 &&
    z <= MAX_TILE_ZOOM &&
    x >= 0 &&
    y >= 0 &&
    x < count &&
    y < count
  );
}

/** The PNG of tile z/x/y (check it with isTile first). */
export function drawTile(z: number, x: number, y: number): Buffer {
  const town = paintTown(z, x * TILE_SIZE, y * TILE_SIZE, TILE_SIZE, TILE_SIZE);
  return palettePng(TILE_SIZE, TILE_SIZE, town, TOWN_PALETTE);
}
