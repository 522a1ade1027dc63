import type { Drawing } from './drawing.ts';

/** An office chair: five castors on a star, a gas lift, a seat and a tall back in the product's colour. */
export const officeChair: Drawing = {
  placement: 'floor',
  roomScale: 0.85,
  draw(sketch, look) {
    const arms = look.choice(2) === 1;
    const backHeight = look.between(45, 65);
    const width = look.between(46, 54);
    const seat = 48;
    const z = 28;
    const star = look.metal;
    const ends = Array.from({ length: 5 }, (_, index) => {
      const angle = (index * 2 * Math.PI) / 5 + 0.3;
      return [Math.cos(angle) * 30, z - Math.sin(angle) * 30] as const;
    }).sort((a, b) => b[1] - a[1]);
    for (const [x, dz] of ends) {
      sketch.line(
        [
          [0, 8, z],
          [x, 5, dz],
        ],
        star.base,
        4,
      );
      const [cx, cy] = sketch.point(x, 2.5, dz);
      sketch.add(`<circle cx="${cx}" cy="${cy}" r="3" fill="#222"/>`);
    }
    sketch.frustum(0, 8, z, 3, 2.5, seat - 14, star.top);
    sketch.box(-width / 2 + 4, seat + 6, 44, width - 8, backHeight, 7, look.colour);
    sketch.box(-3, seat - 6, 42, 6, 14, 4, star);
    sketch.box(-width / 2, seat - 6, 6, width, 8, 44, look.colour);
    if (arms) {
      for (const x of [-width / 2 - 3, width / 2 - 1]) {
        sketch.box(x, seat + 1, 20, 4, 18, 3, star);
        sketch.box(x - 1, seat + 18, 12, 6, 3, 22, star);
      }
    }
    return [
      [0, seat + 2, 6],
      [0, 6, z],
    ];
  },
};
