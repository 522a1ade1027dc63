import { type Kysely, sql } from 'kysely';
import type { Category, Database, Product, ProductParameter } from '../schema.ts';

export const SORTS = ['popular', 'priceAsc', 'priceDesc', 'name'] as const;
export type Sort = (typeof SORTS)[number];

export interface ProductFilter {
  readonly minCents?: number;
  readonly maxCents?: number;
  readonly sort: Sort;
}

/** The top categories (sub-categories are in listCategoryTree). */
export async function listCategories(db: Kysely<Database>): Promise<Category[]> {
  return db.selectFrom('categories').selectAll().where('parent_id', 'is', null).orderBy('position').execute();
}

export interface CategoryNode {
  readonly category: Category;
  readonly children: readonly CategoryNode[];
}

/** Every category of a tree, each parent before its sub-categories, in the tree's order. */
export function everyCategory(tree: readonly CategoryNode[]): Category[] {
  return tree.flatMap((node) => [node.category, ...everyCategory(node.children)]);
}

/** Every category as a tree: the top categories in order, each with its sub-categories in order. */
export async function listCategoryTree(db: Kysely<Database>): Promise<CategoryNode[]> {
  const all = await db.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute();
  const below = (parent: number | null): CategoryNode[] =>
    all
      .filter((category) => category.parent_id === parent)
      .map((category) => ({ category, children: below(category.id) }));
  return below(null);
}

export async function findProduct(db: Kysely<Database>, id: number): Promise<Product | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findProducts(db: Kysely<Database>, ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
}

/** A top category lists its products; a sub-category the products placed in it. */
function inCategory(db: Kysely<Database>, category: Category) {
  return category.parent_id === null
    ? db.selectFrom('products').where('category_id', '=', category.id)
    : db.selectFrom('products').where('subcategory_id', '=', category.id);
}

function filtered(db: Kysely<Database>, category: Category, filter: ProductFilter) {
  let query = inCategory(db, category);
  if (filter.minCents !== undefined) query = query.where('price_cents', '>=', filter.minCents);
  if (filter.maxCents !== undefined) query = query.where('price_cents', '<=', filter.maxCents);
  return query;
}

/** One window of a category listing plus the total count for the pagination. */
export async function listCategoryProducts(
  db: Kysely<Database>,
  category: Category,
  filter: ProductFilter,
  offset: number,
  limit: number,
): Promise<{ products: Product[]; total: number }> {
  const count = await filtered(db, category, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  let query = filtered(db, category, filter).selectAll();
  query =
    filter.sort === 'priceAsc'
      ? query.orderBy('price_cents', 'asc')
      : filter.sort === 'priceDesc'
        ? query.orderBy('price_cents', 'desc')
        : filter.sort === 'name'
          ? query.orderBy('name', 'asc')
          : query.orderBy('popularity', 'desc');
  const products = await query.orderBy('id').offset(offset).limit(limit).execute();
  return { products, total: Number(count.total) };
}

/** The lowest and highest price in a category (the price filter's bounds); null when it is empty. */
export async function categoryPriceRange(
  db: Kysely<Database>,
  category: Category,
): Promise<{ minCents: number; maxCents: number } | null> {
  const row = await inCategory(db, category)
    .select((eb) => [
      eb.fn.min<number>('price_cents').as('minCents'),
      eb.fn.max<number>('price_cents').as('maxCents'),
    ])
    .executeTakeFirst();
  return row && row.minCents !== null && row.maxCents !== null
    ? { minCents: Number(row.minCents), maxCents: Number(row.maxCents) }
    : null;
}

export async function listPopularProducts(db: Kysely<Database>, limit: number): Promise<Product[]> {
  return db.selectFrom('products').selectAll().orderBy('popularity', 'desc').limit(limit).execute();
}

export async function listParameters(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<ProductParameter[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_parameters')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('position')
    .execute();
}

/** A search: text to find in product names and codes, and categories whose products it finds too. */
export interface ProductSearch {
  readonly text: string;
  readonly categoryIds: readonly number[];
}

/**
 * Products whose name or code holds the text, ignoring letter case, or in one of the categories (as
 * their category or sub-category); the pattern's wildcards are escaped so user text matches
 * literally. lower() on both sides: SQLite's like ignores case, PostgreSQL's does not.
 */
function matching(db: Kysely<Database>, { text, categoryIds }: ProductSearch) {
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return db
    .selectFrom('products')
    .where((eb) =>
      eb.or([
        sql<boolean>`lower(name) like lower(${pattern}) escape '\\'`,
        sql<boolean>`lower(code) like lower(${pattern}) escape '\\'`,
        ...(categoryIds.length > 0
          ? [eb('category_id', 'in', categoryIds), eb('subcategory_id', 'in', categoryIds)]
          : []),
      ]),
    );
}

/** One window of the search results, most popular first (ties by id, so pages never overlap). */
export async function searchProducts(
  db: Kysely<Database>,
  search: ProductSearch,
  limit: number,
  offset = 0,
): Promise<Product[]> {
  return matching(db, search)
    .selectAll()
    .orderBy('popularity', 'desc')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countSearchResults(db: Kysely<Database>, search: ProductSearch): Promise<number> {
  const row = await matching(db, search)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
