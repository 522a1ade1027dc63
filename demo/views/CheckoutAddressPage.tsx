import type { DeliveryAddress } from '../db/queries/delivery-address.ts';
import {
  ADDRESS_FIELDS,
  ADDRESS_FORM_ID,
  type AddressErrors,
  COUNTRIES,
} from '../forms/delivery-address-form.ts';
import { LOCALES } from '../i18n/languages.ts';
import { CsrfField } from './CsrfField.tsx';
import { SelectField, TextField } from './FormField.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/** A country's name in the page's language (the ICU data of the runtime, no list of our own). */
function useCountryName(): (code: string) => string {
  const { lang } = useView();
  const names = new Intl.DisplayNames([LOCALES[lang]], { type: 'region' });
  return (code) => names.of(code) ?? code;
}

/**
 * The delivery-address step of the checkout. The page lives under /qf/ and posts to itself, so live
 * validation answers at the same address with /qf/ replaced by /validate/; every field has its
 * message element `<id>-error`, the id the server names in its answers.
 */
export function CheckoutAddressPage({
  values,
  errors,
  validationContextId,
}: {
  values: DeliveryAddress;
  errors: AddressErrors;
  validationContextId: string;
}) {
  const { lang, t } = useView();
  const countryName = useCountryName();
  const countries = COUNTRIES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
    a.label.localeCompare(b.label, LOCALES[lang]),
  );
  const text = (
    property: 'name' | 'street' | 'city' | 'postalCode' | 'email' | 'phone',
    options: { label: string; type: 'text' | 'email' | 'tel'; autoComplete: string; required?: boolean },
  ) => {
    const [name, id] = ADDRESS_FIELDS.find((field) => field[2] === property) ?? ['', ''];
    return (
      <TextField
        id={id}
        name={name}
        label={options.label}
        type={options.type}
        autoComplete={options.autoComplete}
        defaultValue={values[property]}
        error={errors[property]}
        required={options.required ?? true}
        maxLength={100}
      />
    );
  };
  return (
    <>
      <h1>{t('deliveryAddress')}</h1>
      <form
        method="post"
        action={urls.checkoutAddress(lang)}
        id={ADDRESS_FORM_ID}
        className="account-form"
        data-validate
        data-validate-context={validationContextId}
      >
        <CsrfField />
        <input type="hidden" name="validationContextId" value={validationContextId} />
        <p className="form-error" role="alert" data-validate-status="" />
        {text('name', { label: t('name'), type: 'text', autoComplete: 'shipping name' })}
        {text('street', { label: t('street'), type: 'text', autoComplete: 'shipping street-address' })}
        {text('city', { label: t('city'), type: 'text', autoComplete: 'shipping address-level2' })}
        {text('postalCode', { label: t('postalCode'), type: 'text', autoComplete: 'shipping postal-code' })}
        <SelectField
          id="address-country"
          name="frm.country"
          label={t('country')}
          autoComplete="shipping country"
          options={countries}
          defaultValue={values.country}
          error={errors.country}
          // The postal code's rule depends on the country: changing it checks the code again.
          alsoValidates="frm.postalCode"
        />
        {text('email', { label: t('email'), type: 'email', autoComplete: 'email' })}
        {text('phone', { label: t('phoneOptional'), type: 'tel', autoComplete: 'tel', required: false })}
        <button type="submit">{t('saveAddress')}</button>
      </form>
      <p>
        <a href={urls.basket(lang)}>{t('backToBasket')}</a>
      </p>
    </>
  );
}

/** The saved delivery address: what the checkout will ship to, with a way back to change it. */
export function DeliveryAddressPage({ address }: { address: DeliveryAddress }) {
  const { lang, t } = useView();
  const countryName = useCountryName();
  return (
    <>
      <h1>{t('addressSaved')}</h1>
      <address className="delivery-address">
        {address.name}
        <br />
        {address.street}
        <br />
        {address.postalCode} {address.city}
        <br />
        {countryName(address.country)}
        <br />
        {address.email}
        {address.phone ? (
          <>
            <br />
            {address.phone}
          </>
        ) : null}
      </address>
      <p>
        <a href={urls.checkoutAddress(lang)}>{t('changeAddress')}</a>
      </p>
      <p>
        <a href={urls.basket(lang)}>{t('backToBasket')}</a>
      </p>
    </>
  );
}
