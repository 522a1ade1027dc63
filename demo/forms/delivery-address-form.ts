/**
 * The delivery-address form as the page shows it and the server reads it: its id, its fields and
 * the countries the shop delivers to. Views and server routes both import it.
 */
import type { DeliveryAddress } from '../db/queries/delivery-address.ts';
import type { Language } from '../i18n/languages.ts';

/** The form's id: live validation sends it as `formId`, and its contexts are opened for it. */
export const ADDRESS_FORM_ID = 'deliveryAddressForm';

/** Countries the shop delivers to, with the shape of their postal codes and an example to show. */
export const POSTAL_CODE_FORMATS = {
  CZ: { pattern: /^\d{3} ?\d{2}$/, example: '110 00' },
  SK: { pattern: /^\d{3} ?\d{2}$/, example: '811 01' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  AT: { pattern: /^\d{4}$/, example: '1010' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  HU: { pattern: /^\d{4}$/, example: '1051' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  ES: { pattern: /^\d{5}$/, example: '28013' },
} as const;
export type Country = keyof typeof POSTAL_CODE_FORMATS;
export const COUNTRIES = Object.keys(POSTAL_CODE_FORMATS) as Country[];

/** The country preselected for a language; English and Russian pages ship from the Czech shop. */
export const DEFAULT_COUNTRY: Record<Language, Country> = {
  cs: 'CZ',
  en: 'CZ',
  de: 'DE',
  sk: 'SK',
  ru: 'CZ',
  es: 'ES',
  hu: 'HU',
  pl: 'PL',
  fr: 'FR',
  it: 'IT',
};

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && Object.hasOwn(POSTAL_CODE_FORMATS, value);
}

/** The address fields: form field name, the id of its input in the page, the address property. */
export const ADDRESS_FIELDS = [
  ['frm.name', 'address-name', 'name'],
  ['frm.street', 'address-street', 'street'],
  ['frm.city', 'address-city', 'city'],
  ['frm.postalCode', 'address-postal-code', 'postalCode'],
  ['frm.country', 'address-country', 'country'],
  ['frm.email', 'address-email', 'email'],
  ['frm.phone', 'address-phone', 'phone'],
] as const satisfies readonly (readonly [string, string, keyof DeliveryAddress])[];

/** Field errors by address property, already translated. */
export type AddressErrors = Readonly<Partial<Record<keyof DeliveryAddress, string>>>;
