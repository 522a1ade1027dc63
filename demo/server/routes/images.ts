import type { FastifyInstance } from 'fastify';
import { findProduct } from '../../db/queries/catalogue.ts';
import { pathId } from '../input.ts';
import { notFound } from '../shop-error.ts';

/** A product picture drawn from the product's seeded hue: nothing is fetched from elsewhere. */
export function productSvg(hue: number, index: number, label: string): string {
  const shift = (hue + index * 40) % 360;
  const escaped = label.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180" role="img" aria-label="${escaped}">
<rect width="240" height="180" fill="hsl(${shift} 45% 88%)"/>
<circle cx="${70 + index * 25}" cy="80" r="${38 + index * 4}" fill="hsl(${shift} 55% 55%)"/>
<rect x="120" y="${60 + index * 8}" width="80" height="70" rx="8" fill="hsl(${(shift + 180) % 360} 40% 45%)"/>
<text x="12" y="168" font-family="sans-serif" font-size="14" fill="#222">${escaped}</text>
</svg>`;
}

export function registerImageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { id: string; file: string } }>('/images/product/:id/:file', async (request, reply) => {
    const product = await findProduct(app.shop.db, pathId(request.params.id));
    const index = Number(/^([1-9])\.svg$/.exec(request.params.file)?.[1] ?? Number.NaN);
    if (!product || !(index <= product.image_count)) throw notFound();
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(productSvg(product.hue, index, `${product.name} ${index}/${product.image_count}`));
  });
}
