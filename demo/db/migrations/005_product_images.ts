import { type Kysely, sql } from 'kysely';
import { productImageRows } from '../product-images.ts';

/** The gallery images of the products; a database seeded before this gets its products' images. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_images')
    .addColumn('product_id', 'integer', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('product_images_pk', ['product_id', 'position'])
    .execute();
  const products = await sql<{ id: number }>`select id from products`.execute(db);
  const rows = productImageRows(products.rows.map((product) => product.id));
  if (rows.length === 0) return;
  await (db as Kysely<{ product_images: (typeof rows)[number] }>)
    .insertInto('product_images')
    .values(rows)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_images').execute();
}
