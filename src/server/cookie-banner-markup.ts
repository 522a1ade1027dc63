/**
 * The cookie banner as server markup (docs/consent.md "Server-rendered banner"): the page paints the
 * banner with its first paint, its buttons work as soon as the consent logic runs, and the
 * interface chunk (and React) is fetched only when the visitor opens the settings. The markup, ids
 * and texts are the component's own, so its takeover changes nothing the visitor sees.
 */
import { type CookieConsentTexts, cookieConsentTexts } from '../i18n/cookie-consent-texts.ts';
import {
  BANNER_CLASS,
  type BannerChoice,
  bannerPartIds,
  CHOICE_ATTRIBUTE,
  CONSENT_COOKIE_NAME,
  LEVEL_CLOSED,
  parseConsentLevel,
  SETTINGS_TRIGGER_ATTRIBUTE,
} from '../protocol/consent-markup.ts';
import { COOKIE_CONSENT_CSS, COOKIE_CONSENT_STYLE_ID } from '../protocol/cookie-consent-styles.ts';
import { cookieInformationPath } from '../protocol/shop-languages.ts';
import { escapeHtml } from './escape-html.ts';

export { CONSENT_COOKIE_NAME, COOKIE_CONSENT_CSS, COOKIE_CONSENT_STYLE_ID, type CookieConsentTexts };

export interface CookieBannerMarkupOptions {
  /** The `<fg-cookie-consent>` element's id: the banner's ids are made from it. */
  id: string;
  /** The element's `lang` (the texts and the cookie information link); cs when unknown. */
  lang: string;
  /** The element has `closable`: the banner gets its close button. */
  closable?: boolean;
  /** The element's `messages` overrides, by key. */
  messages?: Partial<CookieConsentTexts>;
}

/**
 * Whether a first paint should carry the banner: no level above 1 is stored in the consent cookie
 * (pass the cookie's value as the request has it, or undefined).
 */
export function cookieBannerDue(consentCookieValue: string | undefined): boolean {
  return parseConsentLevel(consentCookieValue) <= LEVEL_CLOSED;
}

/** The banner's HTML, to put inside `<fg-cookie-consent>`. */
export function cookieBannerMarkup(options: CookieBannerMarkupOptions): string {
  const texts = { ...cookieConsentTexts(options.lang), ...options.messages };
  const ids = bannerPartIds(options.id);
  const text = (key: keyof CookieConsentTexts) => escapeHtml(texts[key]);
  const choice = (name: BannerChoice) => `type="button" ${CHOICE_ATTRIBUTE}="${name}"`;
  const close = options.closable
    ? `<button id="${escapeHtml(ids.close)}" ${choice('close')} class="fg-cookie-consent__close" aria-label="${text('close')}"><span aria-hidden="true">×</span></button>`
    : '';
  return [
    '<div class="fg-cookie-consent">',
    `<section class="${BANNER_CLASS}" aria-labelledby="${escapeHtml(ids.title)}">`,
    close,
    `<h2 id="${escapeHtml(ids.title)}" class="fg-cookie-consent__title">${text('title')}</h2>`,
    `<p id="${escapeHtml(ids.text)}" class="fg-cookie-consent__text">${text('text')} `,
    `<a href="${escapeHtml(cookieInformationPath(options.lang))}">${text('moreInfo')}</a></p>`,
    '<div class="fg-cookie-consent__actions">',
    `<button id="${escapeHtml(ids.all)}" ${choice('all')} class="fg-cookie-consent__primary">${text('acceptAll')}</button>`,
    `<button id="${escapeHtml(ids.technical)}" ${choice('technical')}>${text('technicalOnly')}</button>`,
    `<button id="${escapeHtml(ids.settings)}" type="button" aria-haspopup="dialog" ${SETTINGS_TRIGGER_ATTRIBUTE}>${text('settings')}</button>`,
    '</div></section></div>',
  ].join('');
}
