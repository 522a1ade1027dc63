import type { Look } from './look.ts';
import type { Projection, Sketch } from './sketch.ts';

/** The two angles a product is drawn from; other views are framed from these. */
export type Angle = 'front' | 'three-quarter';

/** Where a product stands in a room: on the floor, hung, on a wall, on a counter, on a sofa, lying flat. */
export type Placement = 'floor' | 'ceiling' | 'wall' | 'surface' | 'sofa' | 'flat';

/** A point of the product in its own centimetres (x, y, z). */
export type Spot = readonly [number, number, number];

/** How one kind of product is drawn (one file per kind in this folder). */
export interface Drawing {
  readonly placement: Placement;
  /** Pixels per centimetre in the room view: small goods are shown closer. */
  readonly roomScale: number;
  /** The projection for an angle when the kind is seen otherwise than standing (a rug from above). */
  projection?(angle: Angle): Projection;
  /**
   * Draws the product with (0, 0, 0) at the middle of its front on the floor (at the bottom of
   * the shade for a hung lamp) and answers the two spots worth a close-up.
   */
  draw(sketch: Sketch, look: Look, angle: Angle): readonly [Spot, Spot];
}
