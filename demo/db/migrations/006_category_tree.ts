import type { Kysely } from 'kysely';
import { plantCategoryTree } from '../category-tree.ts';
import type { Database } from '../schema.ts';

/**
 * The category tree: a category may have a parent (sub-categories one level below the top ones), and
 * a product, still in its top category, is also placed in a sub-category. A shop seeded before gets
 * its sub-categories here; a fresh one gets them from the seed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('categories')
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
    .execute();
  await db.schema.createIndex('categories_parent').on('categories').column('parent_id').execute();
  await db.schema
    .alterTable('products')
    .addColumn('subcategory_id', 'integer', (c) => c.references('categories.id'))
    .execute();
  await db.schema.createIndex('products_subcategory').on('products').column('subcategory_id').execute();
  const shop = db as unknown as Kysely<Database>;
  const seeded = await shop.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (seeded) await plantCategoryTree(shop);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_subcategory').execute();
  await db.schema.alterTable('products').dropColumn('subcategory_id').execute();
  await db.schema.dropIndex('categories_parent').execute();
  await db.schema.alterTable('categories').dropColumn('parent_id').execute();
}
