import type { Drawing } from './drawing.ts';

/** Glazed tableware in the product's colour: a plate with a cup, stacked bowls, a teapot or two mugs. */
export const tableware: Drawing = {
  placement: 'surface',
  roomScale: 3.2,
  draw(sketch, look) {
    const shape = look.choice(4);
    // Wider or narrower pieces of the same form, so two sets of one form differ.
    const w = look.between(0.8, 1.2);
    const glaze = look.colour;
    const inside = look.accent;
    if (shape === 0) {
      sketch.frustum(0, 0, 13, 8 * w, 13 * w, 2, glaze.side);
      sketch.disc(0, 2, 13, 13 * w, glaze.base);
      sketch.disc(0, 2, 13, 8 * w, inside.base);
      sketch.line(
        [
          [5.5, 7, 13],
          [8.5, 7, 13],
          [8.5, 4.5, 13],
          [5.5, 4, 13],
        ],
        glaze.base,
        1.6,
      );
      sketch.frustum(0, 2, 13, 3.5, 5, 6, glaze.base);
      sketch.disc(0, 8, 13, 5, inside.side);
      return [
        [0, 8, 13],
        [8 * w, 2, 13],
      ];
    }
    if (shape === 1) {
      for (let bowl = 0; bowl < 3; bowl += 1) {
        sketch.frustum(0, bowl * 2.2, 9, 5 * w, 9 * w, 5, bowl === 2 ? glaze.base : glaze.side);
      }
      sketch.disc(0, 9.4, 9, 9 * w, inside.base);
      return [
        [0, 9.4, 9],
        [8 * w, 4, 9],
      ];
    }
    if (shape === 2) {
      sketch.line(
        [
          [-7 * w, 5, 9],
          [-12 * w, 10, 9],
          [-15 * w, 13, 9],
        ],
        glaze.base,
        1.6,
      );
      sketch.line(
        [
          [8 * w, 12, 9],
          [12 * w, 11, 9],
          [12 * w, 6, 9],
          [8 * w, 5, 9],
        ],
        glaze.side,
        2,
      );
      sketch.frustum(0, 0, 9, 6 * w, 9 * w, 7, glaze.base);
      sketch.frustum(0, 7, 9, 9 * w, 5 * w, 6, glaze.base);
      sketch.disc(0, 13, 9, 5 * w, glaze.top);
      sketch.frustum(0, 13, 9, 1.4, 1, 2, inside.side);
      return [
        [0, 12, 9],
        [-9 * w, 8, 9],
      ];
    }
    const height = 10 / w;
    for (const x of [-6, 6]) {
      const z = x === -6 ? 8 : 4;
      sketch.line(
        [
          [x + 4.5, height * 0.8, 5],
          [x + 7.5, height * 0.75, 5],
          [x + 7.5, 3.5, 5],
          [x + 4.5, 3, 5],
        ],
        glaze.side,
        1.8,
      );
      sketch.frustum(x, 0, z, 4.5, 4.5, height, glaze.base);
      sketch.disc(x, height, z, 4.5, inside.side);
    }
    return [
      [6, height, 4],
      [-6, 4, 8],
    ];
  },
};
