/**
 * The consent markup contract (docs/consent.md): the element, the level cookie and the attributes a
 * server-rendered banner carries. The consent logic in the page and the server's markup helper read
 * them from here, so both sides speak of the same cookie and the same buttons.
 */

/** The element that configures consent and shows the banner and the settings panel. */
export const CONSENT_ELEMENT = 'fg-cookie-consent';
/** Cookie that stores the consent level. */
export const CONSENT_COOKIE_NAME = 'fg_cookie_policy_accepted';

/** A missing (or unreadable) consent cookie reads as this level. */
export const LEVEL_MISSING = -1;
/** Not decided, or the banner was closed. */
export const LEVEL_CLOSED = 1;
export const LEVEL_TECHNICAL = 2;
export const LEVEL_ANALYTICS = 3;
export const LEVEL_MARKETING = 4;
export const LEVEL_ALL = 5;

/** Anything carrying this attribute opens the settings panel when clicked. */
export const SETTINGS_TRIGGER_ATTRIBUTE = 'data-cookie-settings';
export const SETTINGS_TRIGGER_SELECTOR = `[${SETTINGS_TRIGGER_ATTRIBUTE}]`;
/** Server-rendered banner buttons: `data-consent-choice="all|technical|close"`. */
export const CHOICE_ATTRIBUTE = 'data-consent-choice';
/** The choices a banner button may carry. */
export const BANNER_CHOICES = ['all', 'technical', 'close'] as const;
export type BannerChoice = (typeof BANNER_CHOICES)[number];

/** The stored level of a cookie value; a missing value, or anything but 1 to 5 as written, reads as -1. */
export function parseConsentLevel(value: string | null | undefined): number {
  if (value == null) return LEVEL_MISSING;
  const level = Number(value);
  // Only the form the writer writes: not `03`, `3.0` or `0x3`.
  const written = String(level) === value && Number.isInteger(level);
  return written && level >= LEVEL_CLOSED && level <= LEVEL_ALL ? level : LEVEL_MISSING;
}

/** The banner's box: the default look, and what the consent logic keeps page room for. */
export const BANNER_CLASS = 'fg-cookie-consent__banner';

/**
 * Ids of the banner's parts, made from the element's id. The server's banner and the component's
 * carry the same ones, so the control that has the focus keeps it when the component takes over.
 */
export function bannerPartIds(elementId: string) {
  return {
    title: `${elementId}-title`,
    text: `${elementId}-text`,
    all: `${elementId}-all`,
    technical: `${elementId}-technical`,
    settings: `${elementId}-settings`,
    close: `${elementId}-close`,
  };
}
