/** The shop's languages (the first is the default) and cookie information pages, shared with the client. */
import {
  DEFAULT_SHOP_LANGUAGE,
  isShopLanguage,
  SHOP_LANGUAGES,
  type ShopLanguage,
} from '../protocol/shop-languages.ts';

export { COOKIE_INFORMATION_PATHS, cookieInformationPath } from '../protocol/shop-languages.ts';

export const SUPPORTED_LANGUAGES = SHOP_LANGUAGES;

export type SupportedLanguage = ShopLanguage;

export const DEFAULT_LANGUAGE: SupportedLanguage = DEFAULT_SHOP_LANGUAGE;

export function isSupportedLanguage(value: string): value is SupportedLanguage {
  return isShopLanguage(value);
}
