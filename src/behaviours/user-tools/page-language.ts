/** The shop language of the page, for the shop addresses the client builds itself (src/protocol/shop-paths.ts). */
import { primaryLanguage } from '../../i18n/primary-language.ts';
import { DEFAULT_SHOP_LANGUAGE, isShopLanguage } from '../../protocol/shop-languages.ts';

/**
 * The shop language of the page from `<html lang>` (`cs-CZ` → `cs`). Only a known language reaches
 * an address, so markup can never steer the path.
 */
export function pageLanguage(doc: Document = document): string {
  const primary = primaryLanguage(doc.documentElement.lang);
  return isShopLanguage(primary) ? primary : DEFAULT_SHOP_LANGUAGE;
}
