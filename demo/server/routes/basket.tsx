import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addToBasket,
  isDeliveryId,
  loadBasket,
  setBasketQuantity,
  setDelivery,
} from '../../db/queries/basket.ts';
import { findProduct } from '../../db/queries/catalogue.ts';
import type { MessageKey } from '../../i18n/translate.ts';
import { AddedToBasket } from '../../views/AddedToBasket.tsx';
import { BASKET_SUMMARY_ID, BasketPage, BasketSummary, type QuantityNote } from '../../views/BasketPage.tsx';
import { urls } from '../../views/urls.ts';
import { idField, quantityField, textField } from '../input.ts';
import { type CorrectionReason, heldQuantity, typedQuantity } from '../quantity-correction.ts';
import { sendPage } from '../render.tsx';
import {
  bodyFields,
  ensureSession,
  flash,
  isPartial,
  redirectAfterPost,
  refererPath,
  routeLanguage,
} from '../route-helpers.ts';
import { badRequest, notFound } from '../shop-error.ts';

/** The message of each reason a typed quantity was corrected for. */
const CORRECTION_MESSAGES = {
  minimum: 'quantityCorrectedToMinimum',
  stock: 'quantityCorrectedToStock',
  limit: 'quantityCorrectedToLimit',
} as const satisfies Record<CorrectionReason, MessageKey>;

async function sendBasket(
  request: FastifyRequest,
  reply: FastifyReply,
  note?: QuantityNote,
): Promise<FastifyReply> {
  const { lang, t } = routeLanguage(request);
  const state = request.sessionState;
  const basket =
    state.kind === 'active'
      ? await loadBasket(request.server.shop.db, state.session.id, state.session.delivery)
      : await loadBasket(request.server.shop.db, null, 'pickup');
  return sendPage(request, reply, {
    title: t('basket'),
    body: <BasketPage basket={basket} note={note} />,
    regions: { [BASKET_SUMMARY_ID]: <BasketSummary basket={basket} /> },
    url: urls.basket(lang),
  });
}

export function registerBasketRoutes(app: FastifyInstance): void {
  const { db } = app.shop;

  app.get('/:lang/basket', async (request, reply) => sendBasket(request, reply));

  /**
   * Add to basket. Answers a page whose #content is the confirmation: the client shows it in a
   * popup and refreshes the user tools; without script it is the next page.
   */
  app.post('/qf/:lang/basket/add', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    const fields = bodyFields(request);
    const productId = idField(fields, 'product');
    const quantity = quantityField(fields, 'quantity');
    const product = await findProduct(db, productId);
    if (!product) throw notFound();
    const session = await ensureSession(request, reply);
    if (!(await addToBasket(db, session.id, product.id, quantity))) throw badRequest();
    await flash(request, reply, 'success', t('addedToBasket', { name: product.name, quantity }));
    return sendPage(request, reply, {
      title: t('basket'),
      body: <AddedToBasket backHref={refererPath(request, urls.product(lang, product.id))} />,
      url: urls.basket(lang),
    });
  });

  app.post('/qf/:lang/basket/update', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    const fields = bodyFields(request);
    const productId = idField(fields, 'product');
    const product = await findProduct(db, productId);
    if (!product) throw notFound();
    const held = heldQuantity(typedQuantity(textField(fields, 'quantity')), product.stock);
    const session = await ensureSession(request, reply);
    await setBasketQuantity(db, session.id, productId, held.quantity);
    // A corrected quantity says so beside its field, with or without script: the answer is the basket.
    if (held.reason !== null) {
      const key = CORRECTION_MESSAGES[held.reason];
      return sendBasket(request, reply, { productId, text: t(key, { count: held.quantity }) });
    }
    return isPartial(request) ? sendBasket(request, reply) : redirectAfterPost(reply, urls.basket(lang));
  });

  app.post('/qf/:lang/basket/remove', async (request, reply) => {
    const { lang } = routeLanguage(request);
    const productId = idField(bodyFields(request), 'product');
    const session = await ensureSession(request, reply);
    await setBasketQuantity(db, session.id, productId, 0);
    return isPartial(request) ? sendBasket(request, reply) : redirectAfterPost(reply, urls.basket(lang));
  });

  app.post('/qf/:lang/basket/delivery', async (request, reply) => {
    const { lang } = routeLanguage(request);
    const delivery = textField(bodyFields(request), 'delivery');
    if (!isDeliveryId(delivery)) throw badRequest();
    const session = await ensureSession(request, reply);
    await setDelivery(db, session.id, delivery);
    request.sessionState = {
      ...request.sessionState,
      kind: 'active',
      session: { ...session, delivery },
      user: request.sessionState.kind === 'active' ? request.sessionState.user : null,
    };
    return isPartial(request) ? sendBasket(request, reply) : redirectAfterPost(reply, urls.basket(lang));
  });
}
