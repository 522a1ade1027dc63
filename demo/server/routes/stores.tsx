import type { FastifyInstance } from 'fastify';
import { listStores } from '../../db/queries/content.ts';
import { STORE_MAP_MAX_ZOOM, StoresPage } from '../../views/StoresPage.tsx';
import { urls } from '../../views/urls.ts';
import { drawPoster, fittedView, isPosterView, POSTER_SIZE } from '../map-poster.ts';
import { drawTile, isTile } from '../map-tiles.ts';
import { sendPage } from '../render.tsx';
import { routeLanguage } from '../route-helpers.ts';
import { notFound } from '../shop-error.ts';

/** Drawn tiles and posters never change: a day in every cache. */
const TILE_CACHE_CONTROL = 'public, max-age=86400, immutable';

/** A part of a tile's or poster's path as a whole number (digits only: not '', '1e3' or ' 1'), else NaN. */
const wholeNumber = (part: string) => (/^\d{1,7}$/.test(part) ? Number(part) : Number.NaN);

/** The stores page with its map, and the map's own tiles and poster (docs/demo.md). */
export function registerStoreRoutes(app: FastifyInstance): void {
  const { db } = app.shop;

  app.get('/:lang/stores', async (request, reply) => {
    const { t } = routeLanguage(request);
    const stores = await listStores(db);
    const places = stores.flatMap((store) =>
      store.latitude === null || store.longitude === null ? [] : [[store.latitude, store.longitude] as const],
    );
    const view = fittedView(places, STORE_MAP_MAX_ZOOM);
    const poster = view ? { src: urls.mapPoster(view), ...POSTER_SIZE } : undefined;
    return sendPage(request, reply, {
      title: t('storesMap.title'),
      body: <StoresPage stores={stores} poster={poster} />,
    });
  });

  app.get<{ Params: { z: string; x: string; y: string } }>('/tiles/:z/:x/:y.png', async (request, reply) => {
    const [z, x, y] = [request.params.z, request.params.x, request.params.y].map(wholeNumber) as [
      number,
      number,
      number,
    ];
    if (!isTile(z, x, y)) throw notFound();
    return reply
      .type('image/png')
      .header('Cache-Control', TILE_CACHE_CONTROL)
      .send(drawTile(z, x, y));
  });

  app.get<{ Params: { z: string; x: string; y: string } }>(
    '/tiles/poster/:z/:x/:y.png',
    async (request, reply) => {
      const view = {
        zoom: wholeNumber(request.params.z),
        x: wholeNumber(request.params.x),
        y: wholeNumber(request.params.y),
      };
      if (!isPosterView(view)) throw notFound();
      return reply.type('image/png').header('Cache-Control', TILE_CACHE_CONTROL).send(drawPoster(view));
    },
  );
}
