/**
 * A small pencil for product pictures: solids in centimetres (x right, y up, z away from the
 * viewer) drawn in an oblique projection as flat-shaded SVG shapes, in the order they are called
 * (the caller draws what is behind first). It keeps the bounds of everything it drew so the
 * picture can frame the product.
 */

/** How depth and the floor plane show: depth moves a point right by kx and up by ky per cm. */
export interface Projection {
  readonly kx: number;
  readonly ky: number;
  /** Height of a horizontal circle's ellipse per unit of its width. */
  readonly tilt: number;
}

export const FRONT: Projection = { kx: 0, ky: 0.3, tilt: 0.22 };
export const THREE_QUARTER: Projection = { kx: 0.5, ky: 0.34, tilt: 0.32 };
/** Straight down onto the floor plane: how a rug is photographed. */
export const FROM_ABOVE: Projection = { kx: 0, ky: 1, tilt: 1 };

/** One surface colour with the lighter top and darker side of flat shading. */
export interface Tones {
  readonly base: string;
  readonly top: string;
  readonly side: string;
}

/** Coordinates to one decimal: enough at 1200 px, and short. */
export const round = (value: number): number => Math.round(value * 10) / 10;

export class Sketch {
  readonly parts: string[] = [];
  minX = Number.POSITIVE_INFINITY;
  maxX = Number.NEGATIVE_INFINITY;
  minY = Number.POSITIVE_INFINITY;
  maxY = Number.NEGATIVE_INFINITY;

  constructor(readonly projection: Projection) {}

  /** The screen point of (x, y, z), counted in the bounds. */
  point(x: number, y: number, z = 0): [number, number] {
    const sx = round(x + z * this.projection.kx);
    const sy = round(-y - z * this.projection.ky);
    this.#extend(sx, sy);
    return [sx, sy];
  }

  #extend(x: number, y: number): void {
    this.minX = Math.min(this.minX, x);
    this.maxX = Math.max(this.maxX, x);
    this.minY = Math.min(this.minY, y);
    this.maxY = Math.max(this.maxY, y);
  }

  /** Raw SVG markup (its extent is the caller's to count with point()). */
  add(markup: string): void {
    this.parts.push(markup);
  }

  polygon(points: readonly (readonly [number, number, number])[], fill: string): void {
    const d = points.map(([x, y, z]) => this.point(x, y, z).join(',')).join('L');
    this.add(`<path d="M${d}Z" fill="${fill}"/>`);
  }

  /** Several polygons of one colour as one path (books on a shelf, stripes). */
  shapes(polygons: readonly (readonly (readonly [number, number, number])[])[], fill: string): void {
    if (polygons.length === 0) return;
    const d = polygons.map(
      (points) => `M${points.map(([x, y, z]) => this.point(x, y, z).join(',')).join('L')}Z`,
    );
    this.add(`<path d="${d.join('')}" fill="${fill}"/>`);
  }

  /** Upright rectangles facing the viewer at depth z, [x, y, width, height] each, as one short path. */
  panels(rects: readonly (readonly [number, number, number, number])[], z: number, fill: string): void {
    if (rects.length === 0) return;
    const d = rects.map(([x, y, w, h]) => {
      const [sx, sy] = this.point(x, y, z);
      this.point(x + w, y + h, z);
      return `M${sx},${sy}h${round(w)}v${round(-h)}h${round(-w)}z`;
    });
    this.add(`<path d="${d.join('')}" fill="${fill}"/>`);
  }

  /** A box from corner (x, y, z) with width, height and depth; front, top and (if seen) right side. */
  box(x: number, y: number, z: number, w: number, h: number, d: number, tones: Tones): void {
    this.polygon(
      [
        [x, y + h, z],
        [x + w, y + h, z],
        [x + w, y + h, z + d],
        [x, y + h, z + d],
      ],
      tones.top,
    );
    if (this.projection.kx > 0) {
      this.polygon(
        [
          [x + w, y, z],
          [x + w, y, z + d],
          [x + w, y + h, z + d],
          [x + w, y + h, z],
        ],
        tones.side,
      );
    }
    this.polygon(
      [
        [x, y, z],
        [x + w, y, z],
        [x + w, y + h, z],
        [x, y + h, z],
      ],
      tones.base,
    );
  }

  /** An ellipse lying in the horizontal plane at height y around (x, z). */
  disc(x: number, y: number, z: number, radius: number, fill: string): void {
    const [cx, cy] = this.point(x, y, z);
    const ry = round(radius * this.projection.tilt);
    this.#extend(cx - radius, cy - ry);
    this.#extend(cx + radius, cy + ry);
    this.add(`<ellipse cx="${cx}" cy="${cy}" rx="${round(radius)}" ry="${ry}" fill="${fill}"/>`);
  }

  /**
   * The outline of a standing round solid (cylinder, cone, bowl) from radius `bottom` at height y
   * to radius `top` at y + h: the front half of its base, its sides and the back half of its rim.
   */
  frustum(x: number, y: number, z: number, bottom: number, top: number, h: number, fill: string): void {
    const [bx, by] = this.point(x, y, z);
    const [, ty] = this.point(x, y + h, z);
    const tilt = this.projection.tilt;
    const rb = round(bottom);
    const rt = round(top);
    this.#extend(bx - Math.max(rb, rt), by + rb * tilt);
    this.#extend(bx + Math.max(rb, rt), ty - rt * tilt);
    this.add(
      `<path d="M${round(bx - rb)},${by}A${rb} ${round(rb * tilt)} 0 0 0 ${round(bx + rb)},${by}L${round(bx + rt)},${ty}A${rt} ${round(rt * tilt)} 0 0 0 ${round(bx - rt)},${ty}Z" fill="${fill}"/>`,
    );
  }

  /**
   * A stroke through points of the solid (a rod, a handle, a cord); `framed` false leaves it out
   * of the bounds, for a cord that runs up out of the picture.
   */
  line(
    points: readonly (readonly [number, number, number])[],
    stroke: string,
    width: number,
    framed = true,
  ): void {
    const d = points
      .map(([x, y, z]) =>
        (framed
          ? this.point(x, y, z)
          : [round(x + z * this.projection.kx), round(-y - z * this.projection.ky)]
        ).join(','),
      )
      .join('L');
    this.add(
      `<path d="M${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`,
    );
  }

  /** The markup drawn so far. */
  toString(): string {
    return this.parts.join('');
  }
}
