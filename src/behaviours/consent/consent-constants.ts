/** Constants of the consent logic (docs/consent.md); the markup contract is in src/protocol/consent-markup.ts. */

/** The consent cookie lives 183 days (in seconds, for max-age). */
export const CONSENT_COOKIE_MAX_AGE_S = 183 * 24 * 60 * 60;

/** A tag container id still set to this placeholder counts as not set. */
export const TAG_CONTAINER_PLACEHOLDER = '!NOTSET!';
/** Google Tag Manager loader; the container id is appended. */
export const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js?id=';
/** How long tags wait for the consent update after the default (Consent Mode `wait_for_update`, ms). */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

/** Class on <html> or <body> that keeps the banner hidden, unless the element names another. */
export const DEFAULT_HIDE_CLASS = 'fg-cookie-consent-hidden';

/** Cookies removed when analytics consent is withdrawn, unless the element names others. */
export const DEFAULT_ANALYTICS_COOKIES = ['_ga', '_ga_*', '_gid', '_gat*'];
/** Cookies removed when marketing consent is withdrawn, unless the element names others. */
export const DEFAULT_MARKETING_COOKIES = ['_gcl_*', '_fbp', '_fbc'];
