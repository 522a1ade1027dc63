import type { Drawing } from './drawing.ts';
import { hsl } from './look.ts';
import { round } from './sketch.ts';

/**
 * A cushion standing up: a plump square or oblong with pinched corners, piping, and stripes, a
 * band or dots in a second colour.
 */
export const cushion: Drawing = {
  placement: 'sofa',
  roomScale: 1.1,
  draw(sketch, look) {
    const width = look.choice(2) === 0 ? 45 : 55;
    const height = width === 45 ? 45 : 35;
    const pattern = look.choice(4);
    const depth = 14;
    const outline = (z: number, inset: number) => {
      const [x0, y0] = sketch.point(-width / 2 + inset, inset, z);
      const [x1, y1] = sketch.point(width / 2 - inset, height - inset, z);
      const bulge = (width - inset * 2) * 0.08;
      return `M${x0},${y0}Q${round((x0 + x1) / 2)},${round(y0 - bulge)} ${x1},${y0}Q${round(x1 - bulge)},${round((y0 + y1) / 2)} ${x1},${y1}Q${round((x0 + x1) / 2)},${round(y1 + bulge)} ${x0},${y1}Q${round(x0 + bulge)},${round((y0 + y1) / 2)} ${x0},${y0}Z`;
    };
    sketch.add(`<path d="${outline(depth * 0.6, 0)}" fill="${look.colour.side}"/>`);
    const front = outline(0, 0);
    sketch.add(
      `<path d="${front}" fill="${look.colour.base}" stroke="${look.accent.side}" stroke-width="1.2"/>`,
    );
    const ink = pattern === 3 ? hsl(look.hue + 180, 40, 85) : look.accent.base;
    if (pattern === 0) {
      const stripes = [0.3, 0.5, 0.7].map(
        (t) =>
          [
            [-width / 2 + 4, height * t - 2, 0],
            [width / 2 - 4, height * t - 2, 0],
            [width / 2 - 4, height * t + 2, 0],
            [-width / 2 + 4, height * t + 2, 0],
          ] as const,
      );
      sketch.shapes(stripes, ink);
    } else if (pattern === 1) {
      sketch.polygon(
        [
          [-width / 2 + 3, height * 0.4, 0],
          [width / 2 - 3, height * 0.4, 0],
          [width / 2 - 3, height * 0.6, 0],
          [-width / 2 + 3, height * 0.6, 0],
        ],
        ink,
      );
    } else if (pattern === 2) {
      const dots: string[] = [];
      for (let row = 1; row < 4; row += 1) {
        for (let col = 1; col < 5; col += 1) {
          const [cx, cy] = sketch.point(-width / 2 + (col * width) / 5, (row * height) / 4, 0);
          dots.push(`M${cx - 1.8},${cy}a1.8,1.8 0 1,0 3.6,0a1.8,1.8 0 1,0 -3.6,0`);
        }
      }
      sketch.add(`<path d="${dots.join('')}" fill="${ink}"/>`);
    } else {
      sketch.add(`<path d="${outline(0, 8)}" fill="none" stroke="${ink}" stroke-width="2"/>`);
    }
    // A soft crease from the plumped middle.
    const [cx, cy] = sketch.point(0, height / 2, 0);
    sketch.add(
      `<ellipse cx="${cx - 4}" cy="${cy - 4}" rx="${round(width * 0.25)}" ry="${round(height * 0.18)}" fill="#fff" opacity=".12"/>`,
    );
    return [
      [width / 4, height / 2, 0],
      [-width / 2 + 4, height - 4, 0],
    ];
  },
};
