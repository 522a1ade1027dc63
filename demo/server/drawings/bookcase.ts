import { bookRow } from './books.ts';
import type { Drawing } from './drawing.ts';

/** A standing bookcase in the product's colour: one to three columns of shelves, full of books. */
export const bookcase: Drawing = {
  placement: 'floor',
  roomScale: 0.6,
  draw(sketch, look) {
    const columns = 1 + look.choice(3);
    // Wide cases stay lower: a picture carries at most twelve compartments of books.
    const rows = 3 + look.choice(columns === 3 ? 2 : 3);
    const board = 2.5;
    const column = look.between(34, 42);
    const row = look.between(32, 38);
    const width = columns * column + board;
    const height = rows * row + board;
    const depth = 32;
    const left = -width / 2;
    const frame = look.colour;
    sketch.box(left, 0, depth - 1, width, height, 1, look.accent);
    // Bottom up, each board before the books standing on it: the board above hides their tops.
    for (let r = 0; r <= rows; r += 1) {
      sketch.box(left, r * row, 0, width, board, depth, frame);
      if (r === rows) break;
      for (let c = 0; c < columns; c += 1) {
        if (look.choice(5) > 0)
          bookRow(sketch, look, left + board + c * column, r * row + board, 8, column - board, row - 6);
      }
    }
    for (let c = 0; c <= columns; c += 1)
      sketch.box(left + c * column, board, 0, board, height - 2 * board, depth, frame);
    return [
      [left + column / 2, row * 1.5, 8],
      [width / 2 - 4, height - board, 0],
    ];
  },
};
