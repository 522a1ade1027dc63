import type { Drawing } from './drawing.ts';

/** Enamelled cookware in the product's colour: a pot with a lid, a casserole, a frying pan or a kettle. */
export const cookware: Drawing = {
  placement: 'surface',
  roomScale: 3,
  draw(sketch, look) {
    const shape = look.choice(4);
    const radius = look.between(10, 14);
    const z = radius;
    const handle = look.metal.base;
    if (shape === 2) {
      sketch.line(
        [
          [radius - 1, 3, z],
          [radius + 26, 5, z],
        ],
        handle,
        4,
      );
      sketch.frustum(0, 0, z, radius * 0.85, radius, 4.5, look.colour.base);
      sketch.disc(0, 4.5, z, radius, look.colour.side);
      sketch.disc(0, 4.5, z, radius * 0.82, '#333');
      return [
        [radius + 16, 4.5, z],
        [0, 4.5, z],
      ];
    }
    if (shape === 3) {
      sketch.line(
        [
          [-radius * 0.6, radius * 1.4, z],
          [-radius * 0.3, radius * 2, z],
          [radius * 0.3, radius * 2, z],
          [radius * 0.6, radius * 1.4, z],
        ],
        handle,
        2.5,
      );
      sketch.line(
        [
          [radius * 0.8, radius * 0.5, z],
          [radius * 1.5, radius * 1.2, z],
        ],
        look.colour.side,
        3.5,
      );
      sketch.frustum(0, 0, z, radius, radius * 0.55, radius * 1.4, look.colour.base);
      sketch.disc(0, radius * 1.4, z, radius * 0.55, look.colour.top);
      sketch.frustum(0, radius * 1.4, z, 2, 1.5, 2.5, handle);
      return [
        [radius * 1.4, radius * 1.1, z],
        [0, radius * 1.4, z],
      ];
    }
    const height = shape === 0 ? radius * 1.2 : radius * 0.65;
    for (const side of [-1, 1])
      sketch.line(
        [
          [side * radius, height * 0.75, z],
          [side * (radius + 4), height * 0.8, z],
        ],
        handle,
        3,
      );
    sketch.frustum(0, 0, z, radius, radius, height, look.colour.base);
    sketch.frustum(0, 0, z, radius, radius, 1.5, look.colour.side);
    sketch.frustum(0, height, z, radius + 0.6, radius * 0.9, 1.5, look.colour.top);
    sketch.disc(0, height + 1.5, z, radius * 0.9, look.colour.top);
    sketch.frustum(0, height + 1.5, z, 2.2, 2.8, 2.2, handle);
    return [
      [radius * 0.6, height, z],
      [radius, height * 0.75, z],
    ];
  },
};
