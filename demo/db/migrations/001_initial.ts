import { type Kysely, sql } from 'kysely';
import { generatedId, timestampType } from '../dialect.ts';

/** The whole shop schema; foreign keys cascade so that removing a session or list leaves no orphans. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('image_count', 'integer', (c) => c.notNull())
    .addColumn('hue', 'integer', (c) => c.notNull())
    .addColumn('popularity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_category').on('products').column('category_id').execute();
  await db.schema
    .createTable('product_parameters')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('parameter', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_parameters_pk', ['product_id', 'parameter'])
    .execute();
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('delivery', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .addColumn('expires_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('basket_items')
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('sessions.id').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addPrimaryKeyConstraint('basket_items_pk', ['session_id', 'product_id'])
    .execute();
  await db.schema
    .createTable('comparison_items')
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('sessions.id').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('added_at', timestampType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('comparison_items_pk', ['session_id', 'product_id'])
    .execute();
  await db.schema
    .createTable('shopping_lists')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('shopping_list_items')
    .addColumn('list_id', 'integer', (c) => c.notNull().references('shopping_lists.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('added_at', timestampType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('shopping_list_items_pk', ['list_id', 'product_id'])
    .execute();
  await db.schema
    .createTable('articles')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('news', 'action')`))
    .addColumn('template', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('discount_percent', 'integer', (c) => c.notNull())
    .addColumn('published_on', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text')
    .execute();
  await db.schema
    .createTable('downloads')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('stores')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('opening', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'stores',
    'downloads',
    'articles',
    'shopping_list_items',
    'shopping_lists',
    'comparison_items',
    'basket_items',
    'sessions',
    'users',
    'product_parameters',
    'products',
    'categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
