import type { FastifyInstance } from 'fastify';
import { listInspirationImages } from '../../db/queries/product-images.ts';
import { InspirationPage } from '../../views/InspirationPage.tsx';
import { textField } from '../input.ts';
import { sendPage } from '../render.tsx';
import { queryFields, routeLanguage } from '../route-helpers.ts';

/** Images on the inspiration page: enough for three presses of "Show more". */
const INSPIRATION_IMAGE_COUNT = 30;

export function registerInspirationRoutes(app: FastifyInstance): void {
  app.get<{ Params: { lang: string } }>('/:lang/inspiration', async (request, reply) => {
    const { t } = routeLanguage(request);
    const images = await listInspirationImages(app.shop.db, INSPIRATION_IMAGE_COUNT);
    return sendPage(request, reply, {
      title: t('inspiration'),
      body: <InspirationPage images={images} showAll={textField(queryFields(request), 'all') === '1'} />,
    });
  });
}
