/**
 * The demo's own map tiles, drawn on request so the stores map works offline and the repository
 * carries no image files: 256 × 256 PNGs in Web Mercator (the `{z}/{x}/{y}` scheme map providers
 * use) showing an imaginary town — streets, blocks of buildings, parks, rivers and lakes
 * (drawings/town-plan.ts) — that continues from each tile into the next. Not a real map.
 */
import { deflateSync } from 'node:zlib';
import { paintTown, TOWN_PALETTE } from './drawings/town-plan.ts';

export const TILE_SIZE = 256;
/** The closest zoom the demo draws (the stores map asks for no closer one). */
export const MAX_TILE_ZOOM = 12;

const PALETTE = Buffer.from(TOWN_PALETTE.flat());

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

/** The tile's palette indexes, each row led by its PNG filter byte (0: none). */
function pixels(z: number, x: number, y: number): Buffer {
  const town = paintTown(z, x * TILE_SIZE, y * TILE_SIZE, TILE_SIZE, TILE_SIZE);
  const raw = Buffer.alloc((TILE_SIZE + 1) * TILE_SIZE);
  for (let row = 0; row < TILE_SIZE; row += 1) {
    raw.set(town.subarray(row * TILE_SIZE, (row + 1) * TILE_SIZE), row * (TILE_SIZE + 1) + 1);
  }
  return raw;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG of tile z/x/y (check it with isTile first). */
export function drawTile(z: number, x: number, y: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header[8] = 8; // bits per palette index
  header[9] = 3; // indexed colour
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', PALETTE),
    chunk('IDAT', deflateSync(pixels(z, x, y))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
