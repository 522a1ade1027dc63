/**
 * On phones, phone numbers become tap-to-call links. An element with the
 * `phone-number` class whose whole text is a phone number gets its content wrapped in
 * `<a href="tel:+420…">`; page changes are watched. Other devices are left untouched.
 */

export const PHONE_NUMBER_CLASS = 'phone-number';
/** A phone: a coarse pointer (touch) on a phone-sized screen. */
export const PHONE_MEDIA_QUERY = '(pointer: coarse) and (max-width: 767px)';
/** Country code of numbers written without one (the shop's default language is cs). */
export const DEFAULT_COUNTRY_CODE = '420';

/** Digits, spaces, dashes, dots, slashes, brackets, an optional leading +. */
const PHONE_TEXT = /^\+?[\d\s().\-/]+$/;
/** ITU E.164: at most 15 digits; shorter than 6 is no callable number. */
const MIN_DIGITS = 6;
const MAX_DIGITS = 15;

export interface PhoneLinkOptions {
  /** Defaults to the PHONE_MEDIA_QUERY media query. */
  isPhone?: () => boolean;
  /** Country code (digits) for numbers without an international prefix. */
  countryCode?: string;
}

/** Turns phone numbers into `tel:` links on phones and keeps doing so as the page changes. */
export function enablePhoneLinks(root: Document, options: PhoneLinkOptions = {}): () => void {
  const isPhone = options.isPhone ?? (() => root.defaultView?.matchMedia(PHONE_MEDIA_QUERY).matches === true);
  if (!isPhone()) return () => {};
  const countryCode = options.countryCode ?? DEFAULT_COUNTRY_CODE;
  linkPhoneNumbers(root, countryCode);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      // Text typed or swapped into an existing phone-number element.
      const owner = record.target instanceof Element ? record.target.closest(`.${PHONE_NUMBER_CLASS}`) : null;
      if (owner) linkPhoneNumber(owner, countryCode);
      for (const node of record.addedNodes) if (node instanceof Element) linkPhoneNumbers(node, countryCode);
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** `tel:` digits of a phone number text, or null when the text is not one. */
export function telephoneUri(text: string, countryCode: string = DEFAULT_COUNTRY_CODE): string | null {
  const value = text.trim();
  if (!PHONE_TEXT.test(value)) return null;
  // "+49 (0)30 …": the bracketed trunk zero is not dialled after a country code.
  const digits = (value.startsWith('+') ? value.replace('(0)', '') : value).replace(/\D/g, '');
  let international: string;
  if (value.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else international = countryCode + digits.replace(/^0/, '');
  if (digits.length < MIN_DIGITS || international.length > MAX_DIGITS) return null;
  return `tel:+${international}`;
}

function linkPhoneNumbers(root: ParentNode, countryCode: string): void {
  if (root instanceof Element && root.classList.contains(PHONE_NUMBER_CLASS))
    linkPhoneNumber(root, countryCode);
  for (const element of root.querySelectorAll(`.${PHONE_NUMBER_CLASS}`))
    linkPhoneNumber(element, countryCode);
}

function linkPhoneNumber(element: Element, countryCode: string): void {
  if (element.closest('a') || element.querySelector('a')) return;
  const href = telephoneUri(element.textContent ?? '', countryCode);
  if (!href) return;
  const link = element.ownerDocument.createElement('a');
  link.href = href;
  link.append(...element.childNodes);
  element.append(link);
}
