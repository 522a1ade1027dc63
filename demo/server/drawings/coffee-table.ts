import type { Drawing } from './drawing.ts';

/** A low coffee table, oblong with a shelf below or round on three legs. */
export const coffeeTable: Drawing = {
  placement: 'floor',
  roomScale: 0.85,
  draw(sketch, look) {
    const height = look.between(38, 48);
    const thickness = 3;
    if (look.choice(2) === 0) {
      const radius = look.between(40, 50);
      for (const [x, z] of [
        [-radius * 0.55, radius * 1.5],
        [radius * 0.55, radius * 1.5],
        [0, radius * 0.35],
      ] as const) {
        sketch.line(
          [
            [x * 0.8, 0, radius + (z - radius) * 0.8],
            [x, height - thickness, z],
          ],
          look.metal.base,
          3,
        );
      }
      sketch.frustum(0, height - thickness, radius, radius, radius, thickness, look.colour.side);
      sketch.disc(0, height, radius, radius, look.colour.base);
      sketch.disc(0, height, radius, radius * 0.94, look.colour.top);
      return [
        [radius * 0.4, height, radius * 0.5],
        [0, height * 0.4, radius * 0.35],
      ];
    }
    const width = look.between(100, 130);
    const depth = look.between(55, 70);
    const leg = 4;
    for (const z of [depth - leg, 0]) {
      sketch.box(-width / 2, 0, z, leg, height - thickness, leg, look.wood);
      sketch.box(width / 2 - leg, 0, z, leg, height - thickness, leg, look.wood);
    }
    sketch.box(-width / 2 + leg, 10, leg, width - 2 * leg, 2, depth - 2 * leg, look.wood);
    sketch.box(-width / 2 + 20, 12, depth / 2 - 8, 24, 4, 16, look.accent);
    sketch.box(-width / 2, height - thickness, 0, width, thickness, depth, look.colour);
    return [
      [width / 2 - 8, height, 0],
      [-width / 2 + 30, 13, depth / 2],
    ];
  },
};
