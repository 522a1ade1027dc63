import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PARAMETERS } from '../../db/catalogue.ts';
import { findProduct, findProducts, listParameters } from '../../db/queries/catalogue.ts';
import { addToComparison, comparedProductIds, removeFromComparison } from '../../db/queries/comparison.ts';
import type { Product, ProductParameter } from '../../db/schema.ts';
import { ComparisonPage, type ComparisonRow } from '../../views/ComparisonPage.tsx';
import { urls } from '../../views/urls.ts';
import { idField, textField } from '../input.ts';
import { sendPage } from '../render.tsx';
import { bodyFields, ensureSession, isPartial, redirectAfterPost, routeLanguage } from '../route-helpers.ts';
import { notFound } from '../shop-error.ts';

/** docs/flows.md: boolean cookie, 7 days, path /; the client writes it too, so it is not HttpOnly. */
export const DIFFERENT_ONLY_COOKIE = 'PRODUCT_COMPARISON_SHOW_DIFFERENT_ONLY';
export const DIFFERENT_ONLY_COOKIE_MAX_AGE_S = 7 * 86_400;

export function comparisonRows(
  products: readonly Product[],
  parameters: readonly ProductParameter[],
): ComparisonRow[] {
  const names = PARAMETERS.filter((name) => parameters.some((parameter) => parameter.parameter === name));
  return names.map((name) => {
    const values = products.map(
      (product) =>
        parameters.find((parameter) => parameter.product_id === product.id && parameter.parameter === name)
          ?.value ?? '',
    );
    return { parameter: name, values, differs: new Set(values).size > 1 };
  });
}

async function sendComparison(
  request: FastifyRequest,
  reply: FastifyReply,
  message?: string,
): Promise<FastifyReply> {
  const { lang, t } = routeLanguage(request);
  const { db } = request.server.shop;
  const state = request.sessionState;
  const ids = await comparedProductIds(db, state.kind === 'active' ? state.session.id : null);
  const unordered = await findProducts(db, ids);
  const products = ids.map((id) => unordered.find((product) => product.id === id)!).filter(Boolean);
  const rows = comparisonRows(products, await listParameters(db, ids));
  return sendPage(request, reply, {
    title: t('comparison'),
    body: (
      <ComparisonPage
        products={products}
        rows={rows}
        differentOnly={request.cookies[DIFFERENT_ONLY_COOKIE] === 'true'}
      />
    ),
    url: urls.comparison(lang),
    ...(message ? { message } : {}),
  });
}

export function registerComparisonRoutes(app: FastifyInstance): void {
  const { db, now } = app.shop;

  app.get('/:lang/comparison', async (request, reply) => sendComparison(request, reply));

  app.post('/qf/:lang/comparison/add', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    const product = await findProduct(db, idField(bodyFields(request), 'product'));
    if (!product) throw notFound();
    const session = await ensureSession(request, reply);
    await addToComparison(db, session.id, product.id, now());
    return isPartial(request)
      ? sendComparison(request, reply, t('addedToComparison', { name: product.name }))
      : redirectAfterPost(reply, urls.comparison(lang));
  });

  app.post('/qf/:lang/comparison/remove', async (request, reply) => {
    const { lang } = routeLanguage(request);
    const productId = idField(bodyFields(request), 'product');
    const session = await ensureSession(request, reply);
    await removeFromComparison(db, session.id, productId);
    return isPartial(request)
      ? sendComparison(request, reply)
      : redirectAfterPost(reply, urls.comparison(lang));
  });

  /** The no-script way to flip "show different lines only": the same cookie the client writes. */
  app.post('/qf/:lang/comparison/different-only', async (request, reply) => {
    const { lang } = routeLanguage(request);
    const value = textField(bodyFields(request), 'differentOnly') === 'true' ? 'true' : 'false';
    reply.setCookie(DIFFERENT_ONLY_COOKIE, value, {
      path: '/',
      maxAge: DIFFERENT_ONLY_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      httpOnly: false,
    });
    request.cookies[DIFFERENT_ONLY_COOKIE] = value;
    return isPartial(request)
      ? sendComparison(request, reply)
      : redirectAfterPost(reply, urls.comparison(lang));
  });
}
