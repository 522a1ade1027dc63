import type { Drawing } from './drawing.ts';

/** A dining chair: four legs, an upholstered seat in the product's colour, a panel, slatted or bent back. */
export const diningChair: Drawing = {
  placement: 'floor',
  roomScale: 0.9,
  draw(sketch, look) {
    const back = look.choice(3);
    const width = look.between(40, 48);
    const depth = look.between(40, 46);
    const seat = 45;
    const top = seat + look.between(36, 46);
    const leg = 3.2;
    const frame = look.wood;
    // Back legs run up into the back posts; drawn first, they are furthest away.
    sketch.box(-width / 2, 0, depth - leg, leg, top, leg, frame);
    sketch.box(width / 2 - leg, 0, depth - leg, leg, top, leg, frame);
    if (back === 0) {
      sketch.box(-width / 2 + leg, top - 18, depth - leg, width - 2 * leg, 14, 2, look.colour);
    } else if (back === 1) {
      for (let slat = 1; slat <= 3; slat += 1) {
        sketch.box(-width / 2 + (slat * width) / 4 - 1.5, seat + 4, depth - leg, 3, top - seat - 6, 2, frame);
      }
      sketch.box(-width / 2, top - 6, depth - leg, width, 6, leg, frame);
    } else {
      sketch.box(-width / 2, top - 10, depth - leg, width, 10, leg, frame);
      sketch.box(-width / 2 + leg, seat + 10, depth - leg, width - 2 * leg, 3, 2, frame);
    }
    sketch.box(-width / 2, seat - 4, 0, width, 4, depth, frame);
    sketch.box(-width / 2 + 1, seat, 1, width - 2, 4, depth - 2, look.colour);
    sketch.box(-width / 2, 0, 0, leg, seat - 4, leg, frame);
    sketch.box(width / 2 - leg, 0, 0, leg, seat - 4, leg, frame);
    return [
      [0, seat + 2, 0],
      [0, top - 8, depth],
    ];
  },
};
