import type { FastifyInstance } from 'fastify';
import {
  PRODUCT_LAYOUT_COOKIE,
  PRODUCT_LAYOUT_COOKIE_MAX_AGE_S,
  PRODUCT_LAYOUTS,
} from '../../views/product-layout.ts';
import { urls } from '../../views/urls.ts';
import { textField } from '../input.ts';
import { bodyFields, redirectAfterPost, routeLanguage, safeReturnPath } from '../route-helpers.ts';
import { badRequest } from '../shop-error.ts';

export function registerProductLayoutRoutes(app: FastifyInstance): void {
  /**
   * The no-script way to choose list or grid: the same cookie `<fg-list-toggle mode="list-grid">`
   * writes (so not HttpOnly), then back to the page the form was on.
   */
  app.post('/qf/:lang/catalogue/layout', async (request, reply) => {
    const { lang } = routeLanguage(request);
    const fields = bodyFields(request);
    const layout = PRODUCT_LAYOUTS.find((choice) => choice === textField(fields, 'layout'));
    if (!layout) throw badRequest();
    reply.setCookie(PRODUCT_LAYOUT_COOKIE, layout, {
      path: '/',
      maxAge: PRODUCT_LAYOUT_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      httpOnly: false,
    });
    return redirectAfterPost(reply, safeReturnPath(textField(fields, 'return'), urls.home(lang)));
  });
}
