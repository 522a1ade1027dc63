import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../i18n/languages.ts';
import { createTestShop, PU_UI_HEADERS, Visitor } from './test-support.ts';

const ADDRESS = {
  'frm.name': 'Eva Dvořáková',
  'frm.street': 'Dlouhá 12',
  'frm.city': 'Praha',
  'frm.postalCode': '110 00',
  'frm.country': 'CZ',
  'frm.email': 'eva@example.com',
  'frm.phone': '+420 601 234 567',
} as const;

/** A visitor with a lamp in the basket, on the address form; returns the form's validation context. */
async function visitorWithBasket(
  app: FastifyInstance,
  lang = 'en',
): Promise<{ visitor: Visitor; context: string }> {
  const visitor = new Visitor(app);
  await visitor.start(`/${lang}/product/2`);
  await visitor.post(`/qf/${lang}/basket/add`, { product: '2' });
  const page = await visitor.get(`/qf/${lang}/basket/address`);
  assert.equal(page.statusCode, 200);
  const context = /data-validate-context="([^"]+)"/.exec(page.body)?.[1];
  assert.ok(context, 'the form is rendered with its validation context');
  return { visitor, context };
}

interface WidgetAnswer {
  widgetId: string;
  widgetMessageId: string;
  hasErrors: boolean;
  messages: string[];
}

describe('checkout delivery address', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  it('is linked from the basket and sends an empty basket back there', async () => {
    const empty = new Visitor(app);
    const redirected = await empty.get('/qf/en/basket/address');
    assert.equal(redirected.statusCode, 303);
    assert.equal(redirected.headers.location, '/en/basket');
    const { visitor } = await visitorWithBasket(app);
    const basket = await visitor.get('/en/basket');
    assert.match(
      basket.body,
      /<a class="button" href="\/qf\/en\/basket\/address">Continue to the delivery address<\/a>/,
    );
  });

  it('renders the form with live validation in every language, the country preselected by language', async () => {
    for (const lang of LANGUAGES) {
      const { visitor } = await visitorWithBasket(app, lang);
      const page = (await visitor.get(`/qf/${lang}/basket/address`)).body;
      assert.match(
        page,
        new RegExp(
          `<form id="deliveryAddressForm"[^>]*data-validate="true"[^>]*action="/qf/${lang}/basket/address"`,
        ),
      );
      for (const id of ['name', 'street', 'city', 'postal-code', 'country', 'email', 'phone']) {
        assert.match(page, new RegExp(`<label for="address-${id}">[^<]+</label>`), `${lang}: label of ${id}`);
        assert.match(
          page,
          new RegExp(`<p id="address-${id}-error" class="field-error" aria-live="polite"></p>`),
        );
      }
      assert.doesNotMatch(page, /!!!/, `${lang}: every text translated`);
    }
    const { visitor } = await visitorWithBasket(app, 'de');
    const german = (await visitor.get('/qf/de/basket/address')).body;
    assert.match(german, /<option value="DE" selected="">Deutschland<\/option>/);
    assert.match(
      german,
      /<input id="address-phone" type="tel" autoComplete="tel" maxLength="100"/,
      'phone is optional',
    );
  });

  it('answers live validation with the field messages under the ids the page has', async () => {
    const { visitor, context } = await visitorWithBasket(app);
    const call = async (fields: Record<string, string>, widgets: string[]) => {
      const body = new URLSearchParams({
        ...ADDRESS,
        ...fields,
        formId: 'deliveryAddressForm',
        validationContextId: context,
      });
      for (const widget of widgets) body.append('requestedWidgets', widget);
      body.set('_csrf', visitor.csrfToken);
      const response = await visitor.request({
        method: 'POST',
        url: '/validate/en/basket/address',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body.toString(),
      });
      assert.equal(response.statusCode, 200);
      return JSON.parse(response.body) as {
        error: boolean;
        errorMessage: string | null;
        data: { containerStatus: string; widgets: WidgetAnswer[] };
      };
    };
    const badPostalCode = await call({ 'frm.postalCode': '1100' }, ['frm.postalCode']);
    assert.equal(badPostalCode.error, false);
    assert.equal(badPostalCode.data.containerStatus, 'invalid');
    assert.deepEqual(
      badPostalCode.data.widgets.map((widget) => [widget.widgetId, widget.widgetMessageId, widget.messages]),
      [['frm.postalCode', 'address-postal-code-error', ['Enter the postal code in the form 110 00.']]],
    );
    const germanCode = await call({ 'frm.postalCode': '10115', 'frm.country': 'DE' }, ['frm.postalCode']);
    assert.deepEqual(germanCode.data.widgets[0]?.messages, [], 'the rule follows the chosen country');
    const polishCodeInGermany = await call({ 'frm.postalCode': '00-950', 'frm.country': 'DE' }, [
      'frm.postalCode',
    ]);
    assert.deepEqual(polishCodeInGermany.data.widgets[0]?.messages, [
      'Enter the postal code in the form 10115.',
    ]);

    const several = await call(
      { 'frm.name': ' ', 'frm.email': 'eva@', 'frm.phone': 'call me', 'frm.country': 'US' },
      ['frm.name', 'frm.email', 'frm.phone', 'frm.country'],
    );
    assert.deepEqual(
      Object.fromEntries(several.data.widgets.map((widget) => [widget.widgetId, widget.messages])),
      {
        'frm.name': ['Fill in this field.'],
        'frm.email': ['Enter a valid e-mail address.'],
        'frm.phone': ['Enter a phone number: digits, spaces or dashes, optionally with + in front.'],
        'frm.country': ['Choose a country from the list.'],
      },
    );
    const noPhone = await call({ 'frm.phone': '' }, ['frm.phone']);
    assert.deepEqual(noPhone.data.widgets[0]?.messages, [], 'the phone is optional');
    const everything = await call({}, Object.keys(ADDRESS));
    assert.equal(everything.data.containerStatus, 'valid');
  });

  it('re-renders a refused post with the messages and the values sent (status 422), and stores nothing', async () => {
    const { visitor } = await visitorWithBasket(app);
    const response = await visitor.post('/qf/en/basket/address', {
      ...ADDRESS,
      'frm.city': '',
      'frm.postalCode': '11000x',
    });
    assert.equal(response.statusCode, 422);
    assert.match(
      response.body,
      /<p id="address-city-error" class="field-error" aria-live="polite">Fill in this field\.<\/p>/,
    );
    assert.match(
      response.body,
      /<p id="address-postal-code-error" class="field-error" aria-live="polite">Enter the postal code in the form 110 00\.<\/p>/,
    );
    assert.match(response.body, /<input id="address-postal-code"[^>]*aria-invalid="true"[^>]*value="11000x"/);
    assert.match(response.body, /<input id="address-street"[^>]*value="Dlouhá 12"/);
    const stored = await visitor.get('/en/basket/delivery-address');
    assert.equal(stored.statusCode, 303, 'no address yet: back to the form');
    assert.equal(stored.headers.location, '/qf/en/basket/address');
  });

  it('stores a valid address, shows it, fills the form with it next time and releases the context', async () => {
    const { visitor, context } = await visitorWithBasket(app);
    const response = await visitor.post('/qf/en/basket/address', {
      ...ADDRESS,
      validationContextId: context,
    });
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/en/basket/delivery-address');
    const shown = await visitor.get('/en/basket/delivery-address');
    assert.equal(shown.statusCode, 200);
    assert.match(shown.body, /<h1>Delivery address saved<\/h1>/);
    assert.match(
      shown.body,
      /<address class="delivery-address">Eva Dvořáková<br\/>Dlouhá 12<br\/>110 00 Praha<br\/>Czechia<br\/>eva@example.com<br\/>\+420 601 234 567<\/address>/,
    );
    assert.match(
      (await visitor.get('/qf/en/basket/address')).body,
      /<input id="address-city"[^>]*value="Praha"/,
    );

    const late = await visitor.post('/validate/en/basket/address', {
      ...ADDRESS,
      formId: 'deliveryAddressForm',
      validationContextId: context,
      requestedWidgets: 'frm.city',
    });
    const answer = JSON.parse(late.body);
    assert.equal(answer.error, true);
    assert.match(answer.errorMessage, /^Error 04/, 'the sent form released its validation context');
  });

  it('answers a partial-update post with the saved address in place', async () => {
    const { visitor } = await visitorWithBasket(app, 'cs');
    const response = await visitor.post(
      '/qf/cs/basket/address',
      { ...ADDRESS, 'frm.phone': '', _pu_target: 'content' },
      { headers: PU_UI_HEADERS },
    );
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['pu-requested-url'], '/cs/basket/delivery-address');
    assert.match(response.body, /^<main id="content"[^>]*><h1>Doručovací adresa je uložena<\/h1>/);
    assert.match(response.body, /Česko<br\/>eva@example.com<\/address>/, 'no phone line without a phone');
  });

  it('keeps the address when the visitor logs in (the session is renamed, the address follows)', async () => {
    const { visitor } = await visitorWithBasket(app);
    await visitor.post('/qf/en/basket/address', ADDRESS);
    assert.equal((await visitor.logIn('john@example.com', 'demo-password-2', 'en')).statusCode, 303);
    assert.match((await visitor.get('/en/basket/delivery-address')).body, /110 00 Praha/);
  });
});
