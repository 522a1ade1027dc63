import { MAX_LINE_QUANTITY } from '../db/queries/basket.ts';
import { badRequest } from './shop-error.ts';

/** Why the shop changed a quantity the visitor typed: the message it shows names the bound. */
export type CorrectionReason = 'minimum' | 'stock' | 'limit';

export interface HeldQuantity {
  /** What the line holds: 0 removes it. */
  readonly quantity: number;
  /** Set when `quantity` is not what was asked for. */
  readonly reason: CorrectionReason | null;
}

/**
 * A basket line's typed quantity, read leniently: any whole number, signed, is a quantity the shop
 * corrects and says so (−5 becomes 1, 99 999 what is in stock) instead of refusing the page.
 * Empty means 1 (as the add form's default); anything not a whole number is refused.
 */
export function typedQuantity(value: string | undefined): number {
  const text = (value ?? '').trim().replace(/^\u2212/, '-');
  if (text === '') return 1;
  if (!/^-?\d{1,12}$/.test(text)) throw badRequest();
  return Number(text);
}

/**
 * The quantity a line can hold: 0 removes it; below that is 1; above what is in stock (or the line
 * limit of MAX_LINE_QUANTITY) is that bound. A product out of stock keeps the line limit only: the
 * checkout, not the basket, says it cannot be sent.
 */
export function heldQuantity(requested: number, stock: number): HeldQuantity {
  if (requested === 0) return { quantity: 0, reason: null };
  if (requested < 0) return { quantity: 1, reason: 'minimum' };
  const stockBinds = stock > 0 && stock < MAX_LINE_QUANTITY;
  const upper = stockBinds ? stock : MAX_LINE_QUANTITY;
  if (requested <= upper) return { quantity: requested, reason: null };
  return { quantity: upper, reason: stockBinds ? 'stock' : 'limit' };
}
