import type { FastifyInstance } from 'fastify';
import { listStores } from '../../db/queries/content.ts';
import { StoresPage } from '../../views/StoresPage.tsx';
import { drawTile, isTile } from '../map-tiles.ts';
import { sendPage } from '../render.tsx';
import { routeLanguage } from '../route-helpers.ts';
import { notFound } from '../shop-error.ts';

/** Drawn tiles never change: a day in every cache. */
const TILE_CACHE_CONTROL = 'public, max-age=86400, immutable';

/** The stores page with its map, and the map's own tiles (docs/demo.md). */
export function registerStoreRoutes(app: FastifyInstance): void {
  const { db } = app.shop;

  app.get('/:lang/stores', async (request, reply) => {
    const { t } = routeLanguage(request);
    return sendPage(request, reply, {
      title: t('storesMap.title'),
      body: <StoresPage stores={await listStores(db)} />,
    });
  });

  app.get<{ Params: { z: string; x: string; y: string } }>('/tiles/:z/:x/:y.png', async (request, reply) => {
    const [z, x, y] = [request.params.z, request.params.x, request.params.y].map((part) =>
      /^\d{1,5}$/.test(part) ? Number(part) : Number.NaN,
    ) as [number, number, number];
    if (!isTile(z, x, y)) throw notFound();
    return reply
      .type('image/png')
      .header('Cache-Control', TILE_CACHE_CONTROL)
      .send(drawTile(z, x, y));
  });
}
