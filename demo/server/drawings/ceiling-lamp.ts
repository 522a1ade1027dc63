import type { Drawing } from './drawing.ts';
import { hsl } from './look.ts';

/** A pendant: a cone, dome, drum or globe shade on a cord that runs up out of the picture. */
export const ceilingLamp: Drawing = {
  placement: 'ceiling',
  roomScale: 1.5,
  draw(sketch, look) {
    const shape = look.choice(4);
    const radius = look.between(16, 24);
    const height = shape === 2 ? radius * 1.1 : shape === 3 ? radius * 2 : radius * look.between(0.8, 1.1);
    const z = radius;
    sketch.line(
      [
        [0, height, z],
        [0, 400, z],
      ],
      '#333',
      1,
      false,
    );
    const glow = hsl(48, 95, 82);
    if (shape === 3) {
      const [cx, cy] = sketch.point(0, radius, z);
      sketch.point(-radius, 0, z);
      sketch.point(radius, 2 * radius, z);
      sketch.add(`<circle cx="${cx}" cy="${cy}" r="${Math.round(radius)}" fill="${look.colour.base}"/>`);
      sketch.add(
        `<ellipse cx="${cx - radius * 0.35}" cy="${cy - radius * 0.35}" rx="${Math.round(radius * 0.3)}" ry="${Math.round(radius * 0.2)}" fill="#fff" opacity=".35"/>`,
      );
    } else {
      const top = shape === 0 ? radius * 0.25 : shape === 1 ? radius * 0.55 : radius;
      sketch.frustum(0, height - 3, z, 4, 4, 3, look.metal.base);
      sketch.frustum(0, 0, z, radius, top, height, look.colour.base);
      sketch.frustum(0, 0, z, radius * 0.94, top * 0.94, height * 0.35, look.colour.side);
      sketch.disc(0, 0, z, radius * 0.85, glow);
      if (shape === 1) sketch.disc(0, height, z, top, look.colour.top);
    }
    return [
      [0, height * 0.6, z],
      [0, 0, z],
    ];
  },
};
