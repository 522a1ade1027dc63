import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { basketCount } from '../../db/queries/basket.ts';
import {
  type DeliveryAddress,
  loadDeliveryAddress,
  saveDeliveryAddress,
} from '../../db/queries/delivery-address.ts';
import { ADDRESS_FORM_ID, type AddressErrors, DEFAULT_COUNTRY } from '../../forms/delivery-address-form.ts';
import { CheckoutAddressPage, DeliveryAddressPage } from '../../views/CheckoutAddressPage.tsx';
import { urls } from '../../views/urls.ts';
import { addressErrors, deliveryAddressRules, readDeliveryAddress } from '../checkout-address.ts';
import { textField } from '../input.ts';
import { validateSubmittedForm } from '../pu.ts';
import { sendPage } from '../render.tsx';
import { bodyFields, isPartial, redirectAfterPost, routeLanguage, signedInUser } from '../route-helpers.ts';

function sessionIdOf(request: FastifyRequest): string | null {
  return request.sessionState.kind === 'active' ? request.sessionState.session.id : null;
}

/** The form, filled with what the visitor sent, saved before, or what the shop knows of them. */
async function sendAddressForm(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { values?: DeliveryAddress; errors?: AddressErrors; status?: number } = {},
): Promise<FastifyReply> {
  const { lang, t } = routeLanguage(request);
  const user = signedInUser(request);
  const values = options.values ??
    (await loadDeliveryAddress(request.server.shop.db, sessionIdOf(request))) ?? {
      name: user?.name ?? '',
      street: '',
      city: '',
      postalCode: '',
      country: DEFAULT_COUNTRY[lang],
      email: user?.email ?? '',
      phone: '',
    };
  return sendPage(request, reply, {
    title: t('deliveryAddress'),
    body: (
      <CheckoutAddressPage
        values={values}
        errors={options.errors ?? {}}
        validationContextId={request.server.shop.validationContexts.create(ADDRESS_FORM_ID)}
      />
    ),
    url: urls.checkoutAddress(lang),
    ...(options.status ? { status: options.status } : {}),
  });
}

/** Without goods there is nothing to deliver: the basket page says so. */
async function basketIsEmpty(request: FastifyRequest): Promise<boolean> {
  return (await basketCount(request.server.shop.db, sessionIdOf(request))) === 0;
}

/**
 * The delivery-address step of the checkout: a form with live validation (rules in
 * checkout-address.ts, answered at /validate/{lang}/basket/address by routes/validation.ts), stored
 * per session in `delivery_addresses`, then the saved address is shown.
 */
export function registerCheckoutRoutes(app: FastifyInstance): void {
  const { db, validationContexts } = app.shop;

  app.get('/qf/:lang/basket/address', async (request, reply) => {
    const { lang } = routeLanguage(request);
    if (await basketIsEmpty(request)) return reply.redirect(urls.basket(lang), 303);
    return sendAddressForm(request, reply);
  });

  app.post('/qf/:lang/basket/address', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    if ((await basketIsEmpty(request)) || request.sessionState.kind !== 'active') {
      return redirectAfterPost(reply, urls.basket(lang));
    }
    const fields = bodyFields(request);
    const address = readDeliveryAddress(fields);
    const refused = await validateSubmittedForm(fields, deliveryAddressRules(t));
    if (refused.length > 0) {
      // A partial update shows the form with its messages in place; a plain post gets 422.
      return sendAddressForm(request, reply, {
        values: address,
        errors: addressErrors(refused),
        status: isPartial(request) ? 200 : 422,
      });
    }
    await saveDeliveryAddress(db, request.sessionState.session.id, address, app.shop.now());
    // Done with this form: later live-validation calls of the old page answer error 04.
    validationContexts.release(textField(fields, 'validationContextId') ?? '');
    if (!isPartial(request)) return redirectAfterPost(reply, urls.deliveryAddress(lang));
    return sendPage(request, reply, {
      title: t('addressSaved'),
      body: <DeliveryAddressPage address={address} />,
      url: urls.deliveryAddress(lang),
    });
  });

  app.get('/:lang/basket/delivery-address', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    const address = await loadDeliveryAddress(db, sessionIdOf(request));
    if (!address) return reply.redirect(urls.checkoutAddress(lang), 303);
    return sendPage(request, reply, {
      title: t('addressSaved'),
      body: <DeliveryAddressPage address={address} />,
    });
  });
}
