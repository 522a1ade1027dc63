import type { Angle } from './drawing.ts';

/** How a view frames the product: alone on a backdrop, close up on one spot, or in a room. */
export type ViewFrame =
  | { readonly kind: 'studio'; readonly angle: Angle; readonly mirrored?: boolean; readonly dark?: boolean }
  | { readonly kind: 'detail'; readonly angle: Angle; readonly spot: 0 | 1 }
  | { readonly kind: 'room'; readonly evening: boolean };

export interface View {
  /** Named in the picture's label. */
  readonly name: string;
  readonly frame: ViewFrame;
}

/**
 * The views of a product in the order its pictures are numbered (1 is the listing's picture);
 * a product with more pictures than views starts again from the first.
 */
export const VIEWS: readonly View[] = [
  { name: 'front view', frame: { kind: 'studio', angle: 'front' } },
  { name: 'three-quarter view', frame: { kind: 'studio', angle: 'three-quarter' } },
  { name: 'detail', frame: { kind: 'detail', angle: 'front', spot: 0 } },
  { name: 'in a room', frame: { kind: 'room', evening: false } },
  { name: 'from the other side', frame: { kind: 'studio', angle: 'three-quarter', mirrored: true } },
  { name: 'in a room in the evening', frame: { kind: 'room', evening: true } },
  { name: 'second detail', frame: { kind: 'detail', angle: 'three-quarter', spot: 1 } },
  { name: 'on a dark backdrop', frame: { kind: 'studio', angle: 'front', dark: true } },
];

/** The view of picture number `index` (from 1). */
export function viewOf(index: number): View {
  return VIEWS[(((index - 1) % VIEWS.length) + VIEWS.length) % VIEWS.length]!;
}
