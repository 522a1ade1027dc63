import type { Drawing } from './drawing.ts';
import { hsl } from './look.ts';

/** A table lamp: a round foot with a stem, a vase-like body or a tripod, under a drum or cone shade. */
export const tableLamp: Drawing = {
  placement: 'surface',
  roomScale: 1.9,
  draw(sketch, look) {
    const base = look.choice(3);
    const shadeRadius = look.between(14, 20);
    const shadeHeight = look.between(16, 22);
    const coneTop = look.choice(2) === 0 ? shadeRadius * 0.6 : shadeRadius;
    const stem = look.between(22, 34);
    const z = shadeRadius;
    if (base === 0) {
      sketch.frustum(0, 0, z, 11, 10, 2.5, look.metal.side);
      sketch.disc(0, 2.5, z, 10, look.metal.top);
      sketch.line(
        [
          [0, 2.5, z],
          [0, stem, z],
        ],
        look.metal.base,
        2.2,
      );
    } else if (base === 1) {
      sketch.frustum(0, 0, z, 6, 11, stem * 0.45, look.accent.base);
      sketch.frustum(0, stem * 0.45, z, 11, 3, stem * 0.45, look.accent.base);
      sketch.add(
        `<path d="M${sketch.point(-4, stem * 0.3, z).join(',')}l3,-${Math.round(stem * 0.3)}" stroke="#fff" stroke-width="2" opacity=".5"/>`,
      );
      sketch.line(
        [
          [0, stem * 0.9, z],
          [0, stem, z],
        ],
        look.metal.base,
        2,
      );
    } else {
      for (const [x, dz] of [
        [-12, 6],
        [12, 6],
        [0, -8],
      ] as const) {
        sketch.line(
          [
            [x, 0, z + dz],
            [0, stem, z],
          ],
          look.wood.base,
          2.4,
        );
      }
    }
    sketch.frustum(0, stem - 2, z, shadeRadius, coneTop, shadeHeight, look.colour.base);
    // Lit from within: the rim seen from above shows the glowing inside.
    sketch.disc(0, stem - 2 + shadeHeight, z, coneTop, hsl(48, 90, 80));
    sketch.frustum(0, stem - 2, z, shadeRadius, shadeRadius * 0.98, 1.5, look.colour.side);
    return [
      [0, stem + shadeHeight * 0.5, z],
      [0, stem * 0.4, z],
    ];
  },
};
