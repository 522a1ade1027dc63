import type { DeliveryAddress } from '../db/queries/delivery-address.ts';
import type { Language } from '../i18n/languages.ts';
import type { Translate } from '../i18n/translate.ts';
import type { Fields } from './input.ts';
import {
  custom,
  email,
  maxLength,
  type RuleContext,
  required,
  type ValidatedWidgetAnswer,
  type ValidationRule,
  type ValidationRuleSet,
} from './pu.ts';

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

const MAX_TEXT_LENGTH = 100;
// Digits with the usual separators and an optional leading +; at least 6 digits make a number.
const PHONE_PATTERN = /^\+?[\d\s()/-]{6,20}$/;
const MIN_PHONE_DIGITS = 6;

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

function postalCodeRule(t: Translate) {
  return custom('postalCode', (value: string, context: RuleContext) => {
    const country = context.field('frm.country');
    if (value.trim() === '' || !isCountry(country)) return null;
    const format = POSTAL_CODE_FORMATS[country];
    return format.pattern.test(value.trim()) ? null : t('error.postalCode', { example: format.example });
  });
}

function phoneRule(t: Translate) {
  return custom('phone', (value: string) => {
    const phone = value.trim();
    if (phone === '') return null;
    const digits = phone.replace(/\D/g, '').length;
    return PHONE_PATTERN.test(phone) && digits >= MIN_PHONE_DIGITS ? null : t('error.phone');
  });
}

/**
 * The delivery-address rules, built from the library's rules: required fields, the e-mail shape, the
 * postal code of the chosen country and an optional phone number. Live validation answers from them,
 * and the form post checks the same set (the server never trusts the client's check).
 */
export function deliveryAddressRules(t: Translate): ValidationRuleSet {
  const tooLong = maxLength(MAX_TEXT_LENGTH, t('error.tooLong', { max: MAX_TEXT_LENGTH }));
  const rules: Record<keyof DeliveryAddress, ValidationRule[]> = {
    name: [required(t('error.required')), tooLong],
    street: [required(t('error.required')), tooLong],
    city: [required(t('error.required')), tooLong],
    postalCode: [required(t('error.required')), postalCodeRule(t)],
    country: [
      required(t('error.required')),
      custom('country', (value: string) => (value === '' || isCountry(value) ? null : t('error.country'))),
    ],
    email: [required(t('error.required')), email(t('error.email')), tooLong],
    phone: [phoneRule(t)],
  };
  return {
    widgets: ADDRESS_FIELDS.map(([inputName, fieldId, property]) => ({
      widgetId: inputName,
      inputName,
      messageId: `${fieldId}-error`,
      rules: rules[property],
    })),
  };
}

function text(fields: Fields, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** The address as the form sent it, trimmed (checked by `deliveryAddressRules` before it is stored). */
export function readDeliveryAddress(fields: Fields): DeliveryAddress {
  const entries = ADDRESS_FIELDS.map(([inputName, , property]) => [property, text(fields, inputName)]);
  return Object.fromEntries(entries) as unknown as DeliveryAddress;
}

/** The refused fields of a post, one text per address property. */
export function addressErrors(widgets: readonly ValidatedWidgetAnswer[]): AddressErrors {
  const errors: Partial<Record<keyof DeliveryAddress, string>> = {};
  for (const [inputName, , property] of ADDRESS_FIELDS) {
    const widget = widgets.find((candidate) => candidate.widgetInputName === inputName);
    if (widget?.hasErrors) errors[property] = widget.messages.join(' ');
  }
  return errors;
}
