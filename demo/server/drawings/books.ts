import { hsl, type Look } from './look.ts';
import type { Sketch } from './sketch.ts';

/**
 * A row of upright books standing on a board from x to x + width at height y, a little in from
 * the board's front edge at z: spines in three colours near the product's own, drawn as three
 * paths whatever their number. Leaves a gap now and then, as a shelf in use does.
 */
export function bookRow(
  sketch: Sketch,
  look: Look,
  x: number,
  y: number,
  z: number,
  width: number,
  tallest: number,
): void {
  const colours = [hsl(look.hue + 150, 35, 40), hsl(look.hue + 200, 30, 62), hsl(look.hue + 20, 25, 80)];
  const spines: [number, number, number, number][][] = [[], [], []];
  let at = x + 1;
  while (at < x + width - 4) {
    const thickness = look.between(3, 6);
    if (at + thickness > x + width - 1) break;
    spines[look.choice(3)]!.push([at, y, thickness, tallest * look.between(0.7, 1)]);
    at += thickness + (look.choice(6) === 0 ? look.between(6, 12) : 0.4);
  }
  for (const [index, rects] of spines.entries()) sketch.panels(rects, z, colours[index]!);
}
