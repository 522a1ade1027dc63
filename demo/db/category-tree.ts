import type { Kysely } from 'kysely';
import { SUBCATEGORY_SLUGS } from './catalogue.ts';
import type { Database } from './schema.ts';

/**
 * Adds the sub-categories under the top categories and places every product in one of its top
 * category's sub-categories (in turn, by id), leaving its top category as it is. Deterministic;
 * run by the seed, and by migration 006 for a shop seeded before the tree existed.
 */
export async function plantCategoryTree(db: Kysely<Database>): Promise<void> {
  const tops = await db
    .selectFrom('categories')
    .select(['id', 'slug'])
    .where('parent_id', 'is', null)
    .execute();
  for (const top of tops) {
    const slugs = (SUBCATEGORY_SLUGS as Readonly<Record<string, readonly string[]>>)[top.slug] ?? [];
    if (slugs.length === 0) continue;
    await db
      .insertInto('categories')
      .values(slugs.map((slug, position) => ({ slug, position, parent_id: top.id })))
      .execute();
    const children = await db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', top.id)
      .orderBy('position')
      .execute();
    const products = await db
      .selectFrom('products')
      .select('id')
      .where('category_id', '=', top.id)
      .orderBy('id')
      .execute();
    for (const [index, product] of products.entries()) {
      const child = children[index % children.length];
      if (!child) continue;
      await db
        .updateTable('products')
        .set({ subcategory_id: child.id })
        .where('id', '=', product.id)
        .execute();
    }
  }
}
