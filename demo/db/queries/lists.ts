import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { smallerOf } from '../dialect.ts';
import type { Database, Product, ShoppingList } from '../schema.ts';
import { MAX_LINE_QUANTITY } from './basket.ts';

export const MAX_LIST_NAME_LENGTH = 60;

export interface ListSummary {
  readonly id: number;
  readonly name: string;
  readonly itemCount: number;
}

export interface ListItem {
  readonly productId: number;
  readonly name: string;
  readonly code: string;
  readonly priceCents: number;
  readonly quantity: number;
}

export async function listSummaries(db: Kysely<Database>, userId: number): Promise<ListSummary[]> {
  const rows = await db
    .selectFrom('shopping_lists')
    .leftJoin('shopping_list_items', 'shopping_list_items.list_id', 'shopping_lists.id')
    .select((eb) => [
      'shopping_lists.id as id',
      'shopping_lists.name as name',
      eb.fn.count<number>('shopping_list_items.product_id').as('itemCount'),
    ])
    .where('shopping_lists.user_id', '=', userId)
    .groupBy(['shopping_lists.id', 'shopping_lists.name'])
    .orderBy('shopping_lists.created_at')
    .orderBy('shopping_lists.id')
    .execute();
  return rows.map((row) => ({ ...row, itemCount: Number(row.itemCount) }));
}

/** A list only when it belongs to the user: other users' ids answer as not found. */
export async function findOwnList(
  db: Kysely<Database>,
  userId: number,
  listId: number,
): Promise<ShoppingList | undefined> {
  return db
    .selectFrom('shopping_lists')
    .selectAll()
    .where('id', '=', listId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function listItems(db: Kysely<Database>, listId: number): Promise<ListItem[]> {
  return db
    .selectFrom('shopping_list_items')
    .innerJoin('products', 'products.id', 'shopping_list_items.product_id')
    .select([
      'products.id as productId',
      'products.name as name',
      'products.code as code',
      'products.price_cents as priceCents',
      'shopping_list_items.quantity as quantity',
    ])
    .where('shopping_list_items.list_id', '=', listId)
    .orderBy('shopping_list_items.added_at')
    .orderBy('products.id')
    .execute();
}

export async function createList(
  db: Kysely<Database>,
  userId: number,
  name: string,
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('shopping_lists')
    .values({ user_id: userId, name, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Add to a list in one transaction, capped like a basket line. */
export async function addToList(
  db: Kysely<Database>,
  listId: number,
  productId: number,
  quantity: number,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('shopping_list_items')
      .values({ list_id: listId, product_id: productId, quantity, added_at: now })
      .onConflict((oc) =>
        oc.columns(['list_id', 'product_id']).doUpdateSet((eb) => ({
          quantity: smallerOf(
            db,
            eb,
            eb('shopping_list_items.quantity', '+', eb.ref('excluded.quantity')),
            eb.val(MAX_LINE_QUANTITY),
          ),
        })),
      )
      .execute();
  });
}

export async function removeFromList(db: Kysely<Database>, listId: number, productId: number): Promise<void> {
  await db
    .deleteFrom('shopping_list_items')
    .where('list_id', '=', listId)
    .where('product_id', '=', productId)
    .execute();
}

/** The product an import line names: its code (any letter case), else its exact name (any letter case). */
export async function findProductByCodeOrName(
  db: Kysely<Database>,
  line: string,
): Promise<Product | undefined> {
  const byCode = await db
    .selectFrom('products')
    .selectAll()
    .where(sql<boolean>`upper(code) = upper(${line})`)
    .executeTakeFirst();
  if (byCode) return byCode;
  return db
    .selectFrom('products')
    .selectAll()
    .where(sql<boolean>`lower(name) = lower(${line})`)
    .orderBy('popularity', 'desc')
    .executeTakeFirst();
}
