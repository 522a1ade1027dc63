/**
 * The demo's imaginary town, as a map: what colour each point of the world is at a zoom level.
 * Streets come from splitting the world again and again (each cell of a split in two by a street
 * at a seeded place), so streets meet at T-junctions around blocks of buildings; the wider a cell
 * still is on screen, the wider its street is drawn. Some blocks are parks; meandering rivers and
 * lakes of several sizes lie over it, the main roads bridging them. Every colour depends only on
 * the point and the zoom, so tiles drawn one by one meet without a seam.
 */

/** Palette indexes of the map. */
export const BLOCK = 0;
export const BUILDING = 1;
export const STREET = 2;
export const MAIN_ROAD = 3;
export const MAJOR_ROAD = 4;
export const CASING = 5;
export const PARK = 6;
export const WATER = 7;
export const BANK = 8;

/** RGB of each palette index, in order. */
export const TOWN_PALETTE = [
  [0xf1, 0xec, 0xe4],
  [0xdf, 0xd7, 0xcc],
  [0xff, 0xff, 0xff],
  [0xfd, 0xe9, 0xb8],
  [0xf7, 0xc9, 0x80],
  [0xc9, 0xbc, 0xa6],
  [0xc6, 0xe4, 0xab],
  [0xa9, 0xd2, 0xe2],
  [0x86, 0xbb, 0xd0],
] as const;

/** A cell is split only while it is at least this wide on screen: blocks stay 12 to 40 px. */
const MIN_SPLIT_PX = 40;
/** Streets of cells at least this wide on screen are main roads, and major ones past the second. */
const MAIN_ROAD_SPAN_PX = 200;
const MAJOR_ROAD_SPAN_PX = 1200;
const HALF_WIDTH = { [STREET]: 1.4, [MAIN_ROAD]: 2.6, [MAJOR_ROAD]: 3.8 } as const;
const CASING_PX = 1.1;
/** The farthest a street reaches from its centre line, casing included. */
const REACH_PX = HALF_WIDTH[MAJOR_ROAD] + CASING_PX + 1;
/** Blocks between these widths on screen may be parks, a PARK_SHARE of them. */
const PARK_SPAN_PX = [40, 220] as const;
const PARK_SHARE = 0.035;
/** Buildings stand this far in from the block's edge. */
const YARD_PX = 4.5;
/** Rivers and lakes come in bands of 2^-m of the world for m from here to the zoom. */
const FIRST_WATER_OCTAVE = 2;
const RIVER_SHARE = 0.4;
const LAKE_SHARE = 0.05;

/** A seeded number in [0, 1) for up to three integers. */
function hash(a: number, b: number, c = 0): number {
  let h = Math.imul(a | 0, 0x27d4eb2d) ^ Math.imul(b | 0, 0x165667b1) ^ Math.imul(c | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Smooth one-dimensional noise in [-1, 1]: two octaves of eased value noise. */
function meander(t: number, seed: number): number {
  let sum = 0;
  for (const [frequency, weight] of [
    [1, 0.7],
    [2.7, 0.3],
  ] as const) {
    const at = t * frequency;
    const i = Math.floor(at);
    const f = at - i;
    const eased = f * f * (3 - 2 * f);
    const a = hash(i, seed, frequency * 10) * 2 - 1;
    const b = hash(i + 1, seed, frequency * 10) * 2 - 1;
    sum += (a + (b - a) * eased) * weight;
  }
  return sum;
}

/** A cell of the street plan: a rectangle of the world (0…1 both ways) and its seed. */
interface Cell {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly id: number;
}

/** How a cell is drawn at a zoom: left alone (a block or a park) or split by a street. */
type Step =
  | { readonly kind: 'block' | 'park' }
  | { readonly kind: 'split'; readonly across: boolean; readonly at: number; readonly road: 2 | 3 | 4 };

function step(cell: Cell, world: number): Step {
  const across = cell.x1 - cell.x0 >= cell.y1 - cell.y0;
  const span = (across ? cell.x1 - cell.x0 : cell.y1 - cell.y0) * world;
  if (span < MIN_SPLIT_PX) return { kind: 'block' };
  if (span < PARK_SPAN_PX[1] && span >= PARK_SPAN_PX[0] && hash(cell.id, 2) < PARK_SHARE)
    return { kind: 'park' };
  const at = (across ? cell.x0 : cell.y0) + ((0.3 + 0.4 * hash(cell.id, 1)) * span) / world;
  const road = span >= MAJOR_ROAD_SPAN_PX ? MAJOR_ROAD : span >= MAIN_ROAD_SPAN_PX ? MAIN_ROAD : STREET;
  return { kind: 'split', across, at, road };
}

function half(cell: Cell, across: boolean, at: number, upper: boolean): Cell {
  const id = (hash(cell.id, upper ? 3 : 4) * 4294967296) | 0;
  if (across) return upper ? { ...cell, x0: at, id } : { ...cell, x1: at, id };
  return upper ? { ...cell, y0: at, id } : { ...cell, y1: at, id };
}

/** The deepest cell holding the whole window with no street of its ancestors reaching into it. */
function cellAround(u0: number, v0: number, u1: number, v1: number, world: number): Cell {
  let cell: Cell = { x0: 0, y0: 0, x1: 1, y1: 1, id: 1 };
  for (;;) {
    const next = step(cell, world);
    if (next.kind !== 'split') return cell;
    const [low, high] = next.across ? [u0, u1] : [v0, v1];
    const reach = REACH_PX / world;
    if (high < next.at - reach) cell = half(cell, next.across, next.at, false);
    else if (low > next.at + reach) cell = half(cell, next.across, next.at, true);
    else return cell;
  }
}

/**
 * The street plan's colour at (u, v), descending from `cell`; BLOCK and BUILDING inside blocks.
 * The same rules as step() and half(), kept in plain numbers: this runs for every pixel.
 */
function plan(cell: Cell, u: number, v: number, world: number): number {
  let { x0, y0, x1, y1, id } = cell;
  for (;;) {
    const across = x1 - x0 >= y1 - y0;
    const span = (across ? x1 - x0 : y1 - y0) * world;
    if (span < MIN_SPLIT_PX) {
      const inset = Math.min(u - x0, x1 - u, v - y0, y1 - v) * world;
      return inset > YARD_PX ? BUILDING : BLOCK;
    }
    if (span < PARK_SPAN_PX[1] && span >= PARK_SPAN_PX[0] && hash(id, 2) < PARK_SHARE) return PARK;
    const at = (across ? x0 : y0) + ((0.3 + 0.4 * hash(id, 1)) * span) / world;
    const road = span >= MAJOR_ROAD_SPAN_PX ? MAJOR_ROAD : span >= MAIN_ROAD_SPAN_PX ? MAIN_ROAD : STREET;
    const offset = ((across ? u : v) - at) * world;
    const distance = Math.abs(offset);
    if (distance <= HALF_WIDTH[road]) return road;
    if (road !== STREET && distance <= HALF_WIDTH[road] + CASING_PX) return CASING;
    const upper = offset > 0;
    id = (hash(id, upper ? 3 : 4) * 4294967296) | 0;
    if (across && upper) x0 = at;
    else if (across) x1 = at;
    else if (upper) y0 = at;
    else y1 = at;
  }
}

/** A river flowing along one band of an octave: where its middle is, and how wide it is on screen. */
interface River {
  /** Along rows (a function of u) or along columns (of v). */
  readonly alongRows: boolean;
  readonly band: number;
  readonly size: number;
  readonly seed: number;
  readonly halfWidth: number;
}

function riverMiddle(river: River, along: number): number {
  return (river.band + 0.5 + 0.33 * meander((along / river.size) * 2.5, river.seed)) * river.size;
}

/** A lake: a wobbly disc in one cell of an octave. */
interface Lake {
  readonly cx: number;
  readonly cy: number;
  readonly radius: number;
  readonly phase: number;
}

function lakeRadius(lake: Lake, angle: number): number {
  return (
    lake.radius * (1 + 0.18 * Math.sin(3 * angle + lake.phase) + 0.1 * Math.sin(5 * angle + 2 * lake.phase))
  );
}

/** The rivers and lakes that may show in a window of the world (normalised coordinates). */
function waterNear(u0: number, v0: number, u1: number, v1: number, z: number, world: number) {
  const rivers: River[] = [];
  const lakes: Lake[] = [];
  for (let octave = FIRST_WATER_OCTAVE; octave <= z; octave += 1) {
    const size = 2 ** -octave;
    const alongRows = octave % 2 === 0;
    const halfWidth = Math.min(22, Math.max(1.6, 0.006 * size * world));
    const [low, high] = alongRows ? [v0, v1] : [u0, u1];
    for (let band = Math.floor(low / size); band <= Math.floor(high / size); band += 1) {
      if (hash(band, octave, 11) < RIVER_SHARE)
        rivers.push({ alongRows, band, size, seed: band * 31 + octave, halfWidth });
    }
    for (let i = Math.floor(u0 / size) - 1; i <= Math.floor(u1 / size) + 1; i += 1) {
      for (let j = Math.floor(v0 / size) - 1; j <= Math.floor(v1 / size) + 1; j += 1) {
        if (hash(i, j, octave * 7 + 3) >= LAKE_SHARE) continue;
        lakes.push({
          cx: (i + 0.4 + 0.2 * hash(i, j, octave * 7 + 4)) * size,
          cy: (j + 0.4 + 0.2 * hash(i, j, octave * 7 + 5)) * size,
          radius: size * (0.14 + 0.1 * hash(i, j, octave * 7 + 6)),
          phase: hash(i, j, octave * 7 + 8) * 6.283,
        });
      }
    }
  }
  return { rivers, lakes };
}

/** A river's middle and the factor that turns a distance across into one square to its course, along the window. */
interface RiverCourse {
  readonly river: River;
  readonly middles: Float64Array;
  readonly squareness: Float64Array;
}

function course(river: River, start: number, count: number, world: number): RiverCourse {
  const middles = new Float64Array(count);
  const squareness = new Float64Array(count);
  for (let k = 0; k < count; k += 1) {
    const along = (start + k + 0.5) / world;
    const middle = riverMiddle(river, along);
    const slope = (riverMiddle(river, along + 1 / world) - middle) * world;
    middles[k] = middle;
    squareness[k] = 1 / Math.sqrt(1 + slope * slope);
  }
  return { river, middles, squareness };
}

/** WATER, BANK or -1 (dry) at (u, v), the pixel (column, row) of the window. */
function water(
  courses: readonly RiverCourse[],
  lakes: readonly Lake[],
  u: number,
  v: number,
  column: number,
  row: number,
  world: number,
): number {
  let shore = false;
  for (const { river, middles, squareness } of courses) {
    const k = river.alongRows ? column : row;
    const distance =
      Math.abs((river.alongRows ? v : u) - (middles[k] as number)) * world * (squareness[k] as number);
    if (distance <= river.halfWidth) return WATER;
    if (distance <= river.halfWidth + 1.2) shore = true;
  }
  for (const lake of lakes) {
    const dx = u - lake.cx;
    const dy = v - lake.cy;
    const away = Math.hypot(dx, dy);
    // Past the widest the wobble reaches: dry, without the angle.
    if (away > lake.radius * 1.3 + 2 / world) continue;
    const distance = (away - lakeRadius(lake, Math.atan2(dy, dx))) * world;
    if (distance <= 0) return WATER;
    if (distance <= 1.2) shore = true;
  }
  return shore ? BANK : -1;
}

/**
 * Palette indexes of a window of the map at zoom z: `width` × `height` pixels from world pixel
 * (left, top), row by row. A tile is the window at (x · 256, y · 256).
 */
export function paintTown(z: number, left: number, top: number, width: number, height: number): Uint8Array {
  const world = 256 * 2 ** z;
  const [u0, v0, u1, v1] = [left / world, top / world, (left + width) / world, (top + height) / world];
  const around = cellAround(u0, v0, u1, v1, world);
  const { rivers, lakes } = waterNear(u0, v0, u1, v1, z, world);
  const courses = rivers.map((river) =>
    river.alongRows ? course(river, left, width, world) : course(river, top, height, world),
  );
  const pixels = new Uint8Array(width * height);
  for (let row = 0; row < height; row += 1) {
    const v = (top + row + 0.5) / world;
    for (let column = 0; column < width; column += 1) {
      const u = (left + column + 0.5) / world;
      const street = plan(around, u, v, world);
      const bridged = street === MAIN_ROAD || street === MAJOR_ROAD || street === CASING;
      const wet = bridged ? -1 : water(courses, lakes, u, v, column, row, world);
      pixels[row * width + column] = wet === -1 ? street : wet;
    }
  }
  return pixels;
}
