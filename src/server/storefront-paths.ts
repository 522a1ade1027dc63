import { isSupportedLanguage, type SupportedLanguage } from './languages.ts';

/** Regions the user-tools include answers with (the user menu and both shopping-list widgets). */
export const USER_TOOLS_TARGETS = ['userMenu', 'userLists', 'userListsRwd'] as const;
/** Flag parameter of the user-tools include: the basket changed, render its summary anew. */
export const UPDATED_CART_PARAM = 'updatedCart';

/** `/qf/{lang}/ramjet/include`: refreshes the user tools after login or a basket change. */
export function userToolsIncludePath(lang: SupportedLanguage): string {
  return `/qf/${requireLanguage(lang)}/ramjet/include`;
}

/** `/qf/{lang}/ramjet/performLogin`: the login form posts here. */
export function loginPath(lang: SupportedLanguage): string {
  return `/qf/${requireLanguage(lang)}/ramjet/performLogin`;
}

// The type already says so; the check keeps an unchecked string from a URL out of the path.
function requireLanguage(lang: string): string {
  if (!isSupportedLanguage(lang)) throw new RangeError('Unsupported language.');
  return lang;
}
