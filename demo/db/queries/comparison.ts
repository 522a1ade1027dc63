import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** At most this many products side by side; the oldest leaves when a new one comes. */
export const MAX_COMPARED = 4;

export async function comparedProductIds(db: Kysely<Database>, sessionId: string | null): Promise<number[]> {
  if (sessionId === null) return [];
  const rows = await db
    .selectFrom('comparison_items')
    .select('product_id')
    .where('session_id', '=', sessionId)
    .orderBy('added_at')
    .orderBy('product_id')
    .execute();
  return rows.map((row) => row.product_id);
}

export async function addToComparison(
  db: Kysely<Database>,
  sessionId: string,
  productId: number,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('comparison_items')
      .values({ session_id: sessionId, product_id: productId, added_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const rows = await trx
      .selectFrom('comparison_items')
      .select('product_id')
      .where('session_id', '=', sessionId)
      .orderBy('added_at', 'desc')
      .orderBy('product_id', 'desc')
      .execute();
    const surplus = rows.slice(MAX_COMPARED).map((row) => row.product_id);
    if (surplus.length > 0) {
      await trx
        .deleteFrom('comparison_items')
        .where('session_id', '=', sessionId)
        .where('product_id', 'in', surplus)
        .execute();
    }
  });
}

export async function removeFromComparison(
  db: Kysely<Database>,
  sessionId: string,
  productId: number,
): Promise<void> {
  await db
    .deleteFrom('comparison_items')
    .where('session_id', '=', sessionId)
    .where('product_id', '=', productId)
    .execute();
}
