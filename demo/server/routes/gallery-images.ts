import type { FastifyInstance } from 'fastify';
import { findProduct } from '../../db/queries/catalogue.ts';
import { findProductImage } from '../../db/queries/product-images.ts';
import { productKind } from '../drawings/product-kind.ts';
import { productPicture } from '../drawings/product-picture.ts';
import { pathId } from '../input.ts';
import { notFound } from '../shop-error.ts';

/** The widths a gallery image is drawn at: thumbnail, main image, lightbox. */
export const GALLERY_IMAGE_WIDTHS = [160, 600, 1200] as const;

/** A gallery image at one of its widths: the view its position stands for, like the product's other pictures. */
export function registerGalleryImageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { id: string; position: string; file: string } }>(
    '/images/product/:id/gallery/:position/:file',
    async (request, reply) => {
      const width = Number(/^(\d{3,4})\.svg$/.exec(request.params.file)?.[1]);
      if (!(GALLERY_IMAGE_WIDTHS as readonly number[]).includes(width)) throw notFound();
      const id = pathId(request.params.id);
      const position = pathId(request.params.position);
      const [product, image, tree] = await Promise.all([
        findProduct(app.shop.db, id),
        findProductImage(app.shop.db, id, position),
        app.shop.catalogue.tree(),
      ]);
      if (!product || !image) throw notFound();
      const height = Math.round((width * image.height) / image.width);
      const svg = productPicture({ ...product, kind: productKind(product, tree) }, position, {
        width,
        height,
      });
      return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
    },
  );
}
