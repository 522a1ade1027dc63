/** The shop language of the page, for the shop addresses the client builds itself (src/protocol/shop-paths.ts). */
import { DEFAULT_SHOP_LANGUAGE, isShopLanguage } from '../../protocol/shop-languages.ts';

/**
 * The shop language of the page from `<html lang>` (`cs-CZ` → `cs`). Only a known language reaches
 * an address, so markup can never steer the path.
 */
export function pageLanguage(doc: Document = document): string {
  const primary = doc.documentElement.lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isShopLanguage(primary) ? primary : DEFAULT_SHOP_LANGUAGE;
}
