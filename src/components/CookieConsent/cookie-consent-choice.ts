import type { BannerChoice } from '../../protocol/consent-markup.ts';

/** Accept all, technical only, close the banner, or accept the ticked categories. */
export type CookieConsentChoice =
  | BannerChoice
  | { analytics: boolean; marketing: boolean; combined: boolean };
