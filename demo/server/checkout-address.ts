import type { DeliveryAddress } from '../db/queries/delivery-address.ts';
import {
  ADDRESS_FIELDS,
  type AddressErrors,
  isCountry,
  POSTAL_CODE_FORMATS,
} from '../forms/delivery-address-form.ts';
import type { Translate } from '../i18n/translate.ts';
import { type Fields, textField } from './input.ts';
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

const MAX_TEXT_LENGTH = 100;
// Digits with the usual separators and an optional leading +; at least 6 digits make a number.
const PHONE_PATTERN = /^\+?[\d\s()/-]{6,20}$/;
const MIN_PHONE_DIGITS = 6;

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
  return (textField(fields, name) ?? '').trim();
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
