import { createRandom } from '../../db/random.ts';
import type { Tones } from './sketch.ts';

/** A colour given as hue, saturation and lightness, written as the shortest notation: #rrggbb. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 30;
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Flat shading of one material: the top catches the light, the side is in shade. */
export function tones(hue: number, saturation: number, lightness: number): Tones {
  return {
    base: hsl(hue, saturation, lightness),
    top: hsl(hue, saturation, Math.min(96, lightness + 10)),
    side: hsl(hue, saturation, Math.max(6, lightness - 13)),
  };
}

const WOODS: readonly Tones[] = [tones(33, 45, 62), tones(25, 40, 42), tones(38, 38, 76), tones(18, 30, 30)];
const METALS: readonly Tones[] = [tones(0, 0, 18), tones(42, 55, 55), tones(210, 6, 72)];

/**
 * How one product looks: its colour from its seeded hue, and the choices that set it apart from
 * the other products of its kind (shape, proportions, wood, metal) drawn from its id, so every
 * view of a product shows the same product.
 */
export class Look {
  /** The product's own colour (upholstery, lacquer, shade, glaze). */
  readonly colour: Tones;
  /** A quieter second colour of the same hue (piping, pattern, inside). */
  readonly accent: Tones;
  readonly wood: Tones;
  readonly metal: Tones;
  readonly #random: () => number;

  constructor(
    readonly id: number,
    readonly hue: number,
  ) {
    this.#random = createRandom(id * 7919 + 17);
    this.colour = tones(hue, 50, 52);
    this.accent = tones(hue + 30, 35, 82);
    this.wood = WOODS[this.choice(WOODS.length)]!;
    this.metal = METALS[this.choice(METALS.length)]!;
  }

  /** One of `count` shapes, 0 … count − 1. */
  choice(count: number): number {
    return Math.floor(this.#random() * count);
  }

  /** A measure between min and max (centimetres). */
  between(min: number, max: number): number {
    return min + this.#random() * (max - min);
  }
}
