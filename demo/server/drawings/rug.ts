import type { Drawing } from './drawing.ts';
import { FROM_ABOVE, type Projection } from './sketch.ts';

/** Seen at an angle, the rug lies on the floor. */
const LYING: Projection = { kx: 0.45, ky: 0.45, tilt: 0.45 };

type Point = readonly [number, number, number];

/** A rug lying flat: oblong with fringes or round, a border and stripes, diamonds or a medallion. */
export const rug: Drawing = {
  placement: 'flat',
  roomScale: 0.62,
  projection: (angle) => (angle === 'front' ? FROM_ABOVE : LYING),
  draw(sketch, look) {
    const round = look.choice(4) === 0;
    const width = look.between(160, 240);
    const depth = round ? width : width * look.between(0.6, 0.75);
    const pattern = look.choice(3);
    const rect = (inset: number): Point[] => [
      [-width / 2 + inset, 0, inset],
      [width / 2 - inset, 0, inset],
      [width / 2 - inset, 0, depth - inset],
      [-width / 2 + inset, 0, depth - inset],
    ];
    if (round) {
      sketch.disc(0, 0, width / 2, width / 2, look.colour.side);
      sketch.disc(0, 0, width / 2, width / 2 - 8, look.colour.base);
      sketch.disc(0, 0, width / 2, width / 2 - 22, look.accent.base);
      sketch.disc(0, 0, width / 2, width / 2 - 30, look.colour.base);
      sketch.disc(0, 0, width / 2, width * 0.12, look.colour.side);
      // A ring of woven tufts and a fringe of tassels around the edge: a rug, not a plate.
      const [cx, cy] = sketch.point(0, 0, width / 2);
      const tilt = sketch.projection.tilt;
      for (const [radius, stroke, dash] of [
        [width * 0.25, look.accent.base, '5 7'],
        [width / 2 + 2, look.accent.top, '1.5 3.5'],
      ] as const) {
        sketch.add(
          `<ellipse cx="${cx}" cy="${cy}" rx="${Math.round(radius)}" ry="${Math.round(radius * tilt)}" fill="none" stroke="${stroke}" stroke-width="${radius > width / 2 ? 5 : 7}" stroke-dasharray="${dash}"/>`,
        );
      }
      return [
        [width * 0.3, 0, width / 2],
        [0, 0, width / 2],
      ];
    }
    // Fringes: a wide dashed stroke along each short edge, a dash a tassel.
    for (const z of [-3.5, depth + 3.5]) {
      sketch.add(
        `<path d="M${sketch.point(-width / 2 + 2, 0, z).join(',')}L${sketch.point(width / 2 - 2, 0, z).join(',')}" stroke="${look.accent.top}" stroke-width="7" stroke-dasharray="1.5 4"/>`,
      );
    }
    sketch.polygon(rect(0), look.colour.side);
    sketch.polygon(rect(10), look.colour.base);
    if (pattern === 0) {
      const stripes: Point[][] = [];
      for (let x = -width / 2 + 26; x < width / 2 - 24; x += 22) {
        stripes.push([
          [x, 0, 10],
          [x + 8, 0, 10],
          [x + 8, 0, depth - 10],
          [x, 0, depth - 10],
        ]);
      }
      sketch.shapes(stripes, look.accent.base);
    } else if (pattern === 1) {
      const diamonds: Point[][] = [];
      const step = 32;
      for (let x = -width / 2 + 30; x < width / 2 - 20; x += step) {
        for (let z = 26; z < depth - 14; z += step * 0.8) {
          diamonds.push([
            [x, 0, z - 10],
            [x + 10, 0, z],
            [x, 0, z + 10],
            [x - 10, 0, z],
          ]);
        }
      }
      sketch.shapes(diamonds, look.accent.base);
    } else {
      sketch.polygon(rect(22), look.accent.base);
      sketch.polygon(rect(28), look.colour.base);
      sketch.polygon(
        [
          [0, 0, depth * 0.25],
          [width * 0.25, 0, depth / 2],
          [0, 0, depth * 0.75],
          [-width * 0.25, 0, depth / 2],
        ],
        look.colour.side,
      );
    }
    return [
      [width / 2 - 16, 0, 4],
      [0, 0, depth / 2],
    ];
  },
};
