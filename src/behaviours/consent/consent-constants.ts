/** Constants of cookie consent (docs/consent.md), and the names of the consent markup contract. */

/** Cookie that stores the consent level. */
export const CONSENT_COOKIE_NAME = 'fg_cookie_policy_accepted';
/** The consent cookie lives 183 days (in seconds, for max-age). */
export const CONSENT_COOKIE_MAX_AGE_S = 183 * 24 * 60 * 60;

/** A missing (or unreadable) consent cookie reads as this level. */
export const LEVEL_MISSING = -1;
/** Not decided, or the banner was closed. */
export const LEVEL_CLOSED = 1;
export const LEVEL_TECHNICAL = 2;
export const LEVEL_ANALYTICS = 3;
export const LEVEL_MARKETING = 4;
export const LEVEL_ALL = 5;

/** A tag container id still set to this placeholder counts as not set. */
export const TAG_CONTAINER_PLACEHOLDER = '!NOTSET!';
/** Google Tag Manager loader; the container id is appended. */
export const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js?id=';
/** How long tags wait for the consent update after the default (Consent Mode `wait_for_update`, ms). */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

/** The element that configures consent and shows the banner and the settings panel. */
export const CONSENT_ELEMENT = 'fg-cookie-consent';
/** Anything carrying this attribute opens the settings panel when clicked. */
export const SETTINGS_TRIGGER_SELECTOR = '[data-cookie-settings]';
/** Server-rendered banner buttons: `data-consent-choice="all|technical|close"`. */
export const CHOICE_ATTRIBUTE = 'data-consent-choice';
/** Class on <html> or <body> that keeps the banner hidden, unless the element names another. */
export const DEFAULT_HIDE_CLASS = 'fg-cookie-consent-hidden';

/** Cookies removed when analytics consent is withdrawn, unless the element names others. */
export const DEFAULT_ANALYTICS_COOKIES = ['_ga', '_ga_*', '_gid', '_gat*'];
/** Cookies removed when marketing consent is withdrawn, unless the element names others. */
export const DEFAULT_MARKETING_COOKIES = ['_gcl_*', '_fbp', '_fbc'];
