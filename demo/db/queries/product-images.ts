import type { Kysely } from 'kysely';
import type { Database, ProductImage } from '../schema.ts';

export async function listProductImages(db: Kysely<Database>, productId: number): Promise<ProductImage[]> {
  return db
    .selectFrom('product_images')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
}

export async function findProductImage(
  db: Kysely<Database>,
  productId: number,
  position: number,
): Promise<ProductImage | undefined> {
  return db
    .selectFrom('product_images')
    .selectAll()
    .where('product_id', '=', productId)
    .where('position', '=', position)
    .executeTakeFirst();
}

/** The first images of the most popular products, for the inspiration page. */
export async function listInspirationImages(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('product_images')
    .innerJoin('products', 'products.id', 'product_images.product_id')
    .select([
      'products.id as productId',
      'products.name',
      'product_images.position',
      'product_images.width',
      'product_images.height',
    ])
    .where('product_images.position', '<=', 2)
    .orderBy('products.popularity', 'desc')
    .orderBy('product_images.position')
    .limit(limit)
    .execute();
}
