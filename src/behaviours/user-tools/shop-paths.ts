/** Shop addresses of SPEC.md §7 that the client builds itself, in the page's language. */
import { DEFAULT_SHOP_LANGUAGE, isShopLanguage } from '../../i18n/shop-languages.ts';

/**
 * The shop language of the page from `<html lang>` (`cs-CZ` → `cs`). Only a known language reaches
 * an address, so markup can never steer the path.
 */
export function pageLanguage(doc: Document = document): string {
  const primary = doc.documentElement.lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isShopLanguage(primary) ? primary : DEFAULT_SHOP_LANGUAGE;
}

/** `/qf/{lang}/ramjet/include`: renders the user menu and lists. */
export function userToolsPath(lang: string): string {
  return `/qf/${lang}/ramjet/include`;
}

/** `/qf/{lang}/ramjet/performLogin`: the login form posts here. */
export function loginPath(lang: string): string {
  return `/qf/${lang}/ramjet/performLogin`;
}
