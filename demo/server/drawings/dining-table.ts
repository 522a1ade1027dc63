import type { Drawing } from './drawing.ts';

/** A dining table: a long top on four legs, two trestles or, when round, one pedestal. */
export const diningTable: Drawing = {
  placement: 'floor',
  roomScale: 0.7,
  draw(sketch, look) {
    const legs = look.choice(3);
    const height = 75;
    const thickness = 4;
    const topColour = look.choice(2) === 0 ? look.wood : look.colour;
    const frame = topColour === look.wood ? look.colour : look.wood;
    if (legs === 2) {
      const radius = look.between(50, 60);
      sketch.frustum(0, 0, radius, 26, 22, 3, frame.side);
      sketch.frustum(0, 3, radius, 6, 5, height - thickness - 3, frame.base);
      sketch.frustum(0, height - thickness, radius, radius, radius, thickness, topColour.side);
      sketch.disc(0, height, radius, radius, topColour.top);
      return [
        [radius * 0.5, height, radius * 0.3],
        [0, 10, radius],
      ];
    }
    const width = look.between(140, 190);
    const depth = look.between(80, 95);
    const leg = 5;
    if (legs === 0) {
      for (const z of [depth - leg - 4, 4]) {
        sketch.box(-width / 2 + 6, 0, z, leg, height - thickness, leg, frame);
        sketch.box(width / 2 - 6 - leg, 0, z, leg, height - thickness, leg, frame);
      }
      sketch.box(-width / 2 + 6, height - thickness - 8, 4, width - 12, 8, depth - 8, frame);
    } else {
      for (const x of [-width / 2 + 14, width / 2 - 20]) {
        sketch.box(x - 4, 0, 6, 14, 4, depth - 12, frame);
        sketch.box(x, 4, depth / 2 - 3, 6, height - thickness - 4, 6, frame);
      }
      sketch.box(-width / 2 + 14, 24, depth / 2 - 2, width - 28, 5, 4, frame);
    }
    sketch.box(-width / 2, height - thickness, 0, width, thickness, depth, topColour);
    return [
      [width / 2 - 10, height, 0],
      [-width / 2 + 8, height * 0.5, 4],
    ];
  },
};
