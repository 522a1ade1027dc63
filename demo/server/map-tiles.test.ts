import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { BANK, BUILDING, PARK, paintTown, STREET, TOWN_PALETTE, WATER } from './drawings/town-plan.ts';
import { drawTile, MAX_TILE_ZOOM, TILE_SIZE } from './map-tiles.ts';

/** The palette indexes of an 8-bit indexed PNG as drawTile writes it (every row unfiltered). */
function decodeTile(png: Buffer): Uint8Array {
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.set(png.toString('ascii', at + 4, at + 8), png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const header = chunks.get('IHDR') as Buffer;
  assert.equal(header.readUInt32BE(0), TILE_SIZE);
  assert.equal(header.readUInt32BE(4), TILE_SIZE);
  assert.equal((chunks.get('PLTE') as Buffer).length, TOWN_PALETTE.length * 3);
  const raw = inflateSync(chunks.get('IDAT') as Buffer);
  const pixels = new Uint8Array(TILE_SIZE * TILE_SIZE);
  for (let row = 0; row < TILE_SIZE; row += 1) {
    assert.equal(raw[row * (TILE_SIZE + 1)], 0);
    pixels.set(raw.subarray(row * (TILE_SIZE + 1) + 1, (row + 1) * (TILE_SIZE + 1)), row * TILE_SIZE);
  }
  return pixels;
}

const column = (pixels: Uint8Array, at: number) =>
  Array.from({ length: TILE_SIZE }, (_, row) => pixels[row * TILE_SIZE + at]);
const row = (pixels: Uint8Array, at: number) => [...pixels.subarray(at * TILE_SIZE, (at + 1) * TILE_SIZE)];
const agreement = (a: readonly unknown[], b: readonly unknown[]) =>
  a.filter((value, index) => value === b[index]).length / a.length;

/** A tile with a neighbour to its right and one below. */
const anyTile = fc
  .integer({ min: 2, max: MAX_TILE_ZOOM })
  .chain((z) => fc.tuple(fc.constant(z), fc.nat(2 ** z - 2), fc.nat(2 ** z - 2)));

/** The tiles around the demo's stores (Praha, Brno, Bratislava, Wien) at the zooms the stores map shows. */
function tileAt(z: number, latitude: number, longitude: number): [number, number] {
  const n = 2 ** z;
  const radians = (latitude * Math.PI) / 180;
  return [
    Math.floor(((longitude + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * n),
  ];
}

describe('map tiles', () => {
  it('continues each tile into its neighbours: edge pixels agree across the seam as neighbouring pixels do inside', () => {
    // Over many tiles, not one: a street may run along one seam as it may between two columns inside.
    const tiles = fc.sample(anyTile, { numRuns: 30, seed: 28 });
    let seams = 0;
    let inside = 0;
    for (const [z, x, y] of tiles) {
      const tile = decodeTile(drawTile(z, x, y));
      const right = decodeTile(drawTile(z, x + 1, y));
      const below = decodeTile(drawTile(z, x, y + 1));
      seams +=
        (agreement(column(tile, TILE_SIZE - 1), column(right, 0)) +
          agreement(row(tile, TILE_SIZE - 1), row(below, 0))) /
        2;
      let pairs = 0;
      for (let at = 0; at < TILE_SIZE - 1; at += 1) {
        pairs +=
          (agreement(column(tile, at), column(tile, at + 1)) + agreement(row(tile, at), row(tile, at + 1))) /
          2;
      }
      inside += pairs / (TILE_SIZE - 1);
    }
    assert.ok(
      seams / tiles.length >= inside / tiles.length - 0.05,
      `seams ${seams / tiles.length}, inside ${inside / tiles.length}`,
    );
  });

  it('cuts every tile from one picture of the world: a window across the seam shows both tiles', () => {
    fc.assert(
      fc.property(anyTile, ([z, x, y]) => {
        const tile = decodeTile(drawTile(z, x, y));
        const right = decodeTile(drawTile(z, x + 1, y));
        const below = decodeTile(drawTile(z, x, y + 1));
        const across = paintTown(z, x * TILE_SIZE + 128, y * TILE_SIZE, TILE_SIZE, TILE_SIZE);
        const down = paintTown(z, x * TILE_SIZE, y * TILE_SIZE + 128, TILE_SIZE, TILE_SIZE);
        for (const at of [0, 127, 128, 255]) {
          assert.deepEqual(column(across, at), at < 128 ? column(tile, at + 128) : column(right, at - 128));
          assert.deepEqual(row(down, at), at < 128 ? row(tile, at + 128) : row(below, at - 128));
        }
      }),
      { numRuns: 15 },
    );
  });

  it('draws the same tile every time', () => {
    assert.deepEqual(drawTile(12, 2212, 1387), drawTile(12, 2212, 1387));
    assert.deepEqual(drawTile(0, 0, 0), drawTile(0, 0, 0));
  });

  it('shows streets, buildings, parks and water around the stores, not a grid', () => {
    const stores = [
      [50.08, 14.43],
      [49.19, 16.61],
      [48.15, 17.11],
      [48.2, 16.37],
    ] as const;
    for (const z of [7, 12]) {
      const seen = new Set<number>();
      for (const [latitude, longitude] of stores) {
        const [x, y] = tileAt(z, latitude, longitude);
        for (let dx = -1; dx <= 1; dx += 1)
          for (const value of decodeTile(drawTile(z, x + dx, y))) seen.add(value);
      }
      for (const feature of [STREET, BUILDING, PARK, WATER, BANK])
        assert.ok(seen.has(feature), `zoom ${z}: ${feature}`);
    }
  });
});
