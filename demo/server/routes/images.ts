import type { FastifyInstance } from 'fastify';
import { findProduct } from '../../db/queries/catalogue.ts';
import { productKind } from '../drawings/product-kind.ts';
import { productPicture } from '../drawings/product-picture.ts';
import { pathId } from '../input.ts';
import { notFound } from '../shop-error.ts';

/** A product's pictures (listing, basket, comparison): drawn here from its data, nothing fetched. */
export function registerImageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { id: string; file: string } }>('/images/product/:id/:file', async (request, reply) => {
    const product = await findProduct(app.shop.db, pathId(request.params.id));
    const index = Number(/^([1-9])\.svg$/.exec(request.params.file)?.[1] ?? Number.NaN);
    if (!product || !(index <= product.image_count)) throw notFound();
    const kind = productKind(product, await app.shop.catalogue.tree());
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(productPicture({ ...product, kind }, index));
  });
}
