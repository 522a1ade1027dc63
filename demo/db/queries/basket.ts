import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** Largest quantity of one product in a basket or list; more is refused as bad input. */
export const MAX_LINE_QUANTITY = 999;

export const DELIVERY_OPTIONS = [
  { id: 'pickup', priceCents: 0 },
  { id: 'post', priceCents: 390 },
  { id: 'courier', priceCents: 690 },
] as const;
export type DeliveryId = (typeof DELIVERY_OPTIONS)[number]['id'];

export function isDeliveryId(value: unknown): value is DeliveryId {
  return DELIVERY_OPTIONS.some((option) => option.id === value);
}

export interface BasketLine {
  readonly productId: number;
  readonly name: string;
  readonly code: string;
  readonly priceCents: number;
  readonly quantity: number;
}

export interface Basket {
  readonly lines: readonly BasketLine[];
  readonly delivery: DeliveryId;
  readonly subtotalCents: number;
  readonly deliveryCents: number;
  readonly totalCents: number;
}

export async function basketCount(db: Kysely<Database>, sessionId: string | null): Promise<number> {
  if (sessionId === null) return 0;
  const row = await db
    .selectFrom('basket_items')
    .select((eb) => eb.fn.sum<number | null>('quantity').as('count'))
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function loadBasket(
  db: Kysely<Database>,
  sessionId: string | null,
  delivery: string,
): Promise<Basket> {
  const lines =
    sessionId === null
      ? []
      : await db
          .selectFrom('basket_items')
          .innerJoin('products', 'products.id', 'basket_items.product_id')
          .select([
            'products.id as productId',
            'products.name as name',
            'products.code as code',
            'products.price_cents as priceCents',
            'basket_items.quantity as quantity',
          ])
          .where('basket_items.session_id', '=', sessionId)
          .orderBy('products.name')
          .execute();
  const deliveryId: DeliveryId = isDeliveryId(delivery) ? delivery : 'pickup';
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const deliveryCents =
    lines.length === 0 ? 0 : DELIVERY_OPTIONS.find((option) => option.id === deliveryId)!.priceCents;
  return {
    lines,
    delivery: deliveryId,
    subtotalCents,
    deliveryCents,
    totalCents: subtotalCents + deliveryCents,
  };
}

/**
 * Add to the basket in one transaction; the upsert adds to what is there, so parallel requests
 * never overwrite each other. Returns false (nothing changed) when the line would exceed the limit.
 */
export async function addToBasket(
  db: Kysely<Database>,
  sessionId: string,
  productId: number,
  quantity: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('basket_items')
      .select('quantity')
      .where('session_id', '=', sessionId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    if ((current?.quantity ?? 0) + quantity > MAX_LINE_QUANTITY) return false;
    await trx
      .insertInto('basket_items')
      .values({ session_id: sessionId, product_id: productId, quantity })
      .onConflict((oc) =>
        oc.columns(['session_id', 'product_id']).doUpdateSet((eb) => ({
          quantity: eb('basket_items.quantity', '+', eb.ref('excluded.quantity')),
        })),
      )
      .execute();
    return true;
  });
}

/** Set a line's quantity; zero removes the line. */
export async function setBasketQuantity(
  db: Kysely<Database>,
  sessionId: string,
  productId: number,
  quantity: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (quantity === 0) {
      await trx
        .deleteFrom('basket_items')
        .where('session_id', '=', sessionId)
        .where('product_id', '=', productId)
        .execute();
      return;
    }
    await trx
      .updateTable('basket_items')
      .set({ quantity })
      .where('session_id', '=', sessionId)
      .where('product_id', '=', productId)
      .execute();
  });
}

export async function setDelivery(
  db: Kysely<Database>,
  sessionId: string,
  delivery: DeliveryId,
): Promise<void> {
  await db.updateTable('sessions').set({ delivery }).where('id', '=', sessionId).execute();
}
