/**
 * PNG encoding of the demo's drawn maps (tiles and the stores map's poster): 8-bit indexed colour,
 * every row unfiltered, one deflated IDAT. The palette has a few colours, so deflate alone keeps
 * a picture small; no filtering is needed.
 */
import { deflateSync } from 'node:zlib';

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

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The palette indexes, row by row, each row led by its PNG filter byte (0: none). */
function unfilteredRows(indexes: Uint8Array, width: number, height: number): Buffer {
  const raw = Buffer.alloc((width + 1) * height);
  for (let row = 0; row < height; row += 1) {
    raw.set(indexes.subarray(row * width, (row + 1) * width), row * (width + 1) + 1);
  }
  return raw;
}

/** The PNG of a `width` × `height` picture of palette indexes (row by row) into `palette` (RGB triples). */
export function palettePng(
  width: number,
  height: number,
  indexes: Uint8Array,
  palette: readonly (readonly number[])[],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per palette index
  header[9] = 3; // indexed colour
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(unfilteredRows(indexes, width, height))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
