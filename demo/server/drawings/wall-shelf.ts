import { bookRow } from './books.ts';
import type { Drawing } from './drawing.ts';
import { hsl } from './look.ts';

/** Floating or bracketed wall boards in the product's colour, with books and a plant on them. */
export const wallShelf: Drawing = {
  placement: 'wall',
  roomScale: 1,
  draw(sketch, look) {
    const boards = 1 + look.choice(3);
    const width = look.between(70, 100);
    const depth = 20;
    const board = 2.5;
    const spacing = 32;
    const brackets = look.choice(2) === 0;
    for (let index = 0; index < boards; index += 1) {
      const y = index * spacing;
      // The board's shadow on the wall behind it.
      sketch.polygon(
        [
          [-width / 2 + 2, y - 5, depth],
          [width / 2 + 2, y - 5, depth],
          [width / 2, y, depth],
          [-width / 2, y, depth],
        ],
        'rgba(0,0,0,.12)',
      );
      if (brackets) {
        for (const x of [-width / 3, width / 3 - 2]) sketch.box(x, y - 10, 2, 2, 10, depth - 2, look.metal);
      }
      sketch.box(-width / 2, y, 0, width, board, depth, look.colour);
      const books = index % 2 === 0 ? width * 0.55 : width * 0.4;
      bookRow(sketch, look, -width / 2 + 4, y + board, 6, books, 24);
      if (index === boards - 1 || index === 1) {
        const potX = width / 2 - 14;
        sketch.frustum(potX, y + board, 10, 4, 5.5, 8, look.accent.base);
        const [cx, cy] = sketch.point(potX, y + board + 15, 10);
        sketch.add(
          `<path d="M${cx},${cy + 7}c-9,-2 -10,-10 -6,-13c2,5 5,6 6,13c1,-7 4,-10 8,-12c2,4 -1,10 -8,12" fill="${hsl(120, 35, 38)}"/>`,
        );
      }
    }
    return [
      [-width / 2 + 14, board + 12, 6],
      [width / 2 - 14, board + 8, 10],
    ];
  },
};
