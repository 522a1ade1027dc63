import { userToolsIncludePath as includePathOf, loginPath as loginPathOf } from '../protocol/shop-paths.ts';
import { isSupportedLanguage, type SupportedLanguage } from './languages.ts';

export { UPDATED_CART_PARAM, USER_TOOLS_TARGETS } from '../protocol/shop-paths.ts';

/** `/qf/{lang}/ramjet/include`: refreshes the user tools after login or a basket change. */
export function userToolsIncludePath(lang: SupportedLanguage): string {
  return includePathOf(requireLanguage(lang));
}

/** `/qf/{lang}/ramjet/performLogin`: the login form posts here. */
export function loginPath(lang: SupportedLanguage): string {
  return loginPathOf(requireLanguage(lang));
}

// The type already says so; the check keeps an unchecked string from a URL out of the path.
function requireLanguage(lang: string): string {
  if (!isSupportedLanguage(lang)) throw new RangeError('Unsupported language.');
  return lang;
}
