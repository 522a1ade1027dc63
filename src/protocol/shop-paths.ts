import { SESSION_EXPIRED_MARKER } from './partial-update.ts';

/**
 * The shop addresses both ends know (docs/protocol.md "User tools", "Login", "Session expiry"):
 * built from a shop language, which callers check (only a known language may reach a path).
 */

/** Regions the user-tools include answers with, in the order a request names them. */
export const USER_TOOLS_TARGETS = ['userMenu', 'userLists', 'userListsRwd'] as const;
/** Flag parameter of the user-tools include: the basket changed, render its summary anew. */
export const UPDATED_CART_PARAM = 'updatedCart';

/** `/qf/{lang}/ramjet/include`: renders the user menu and lists. */
export function userToolsIncludePath(lang: string): string {
  return `/qf/${lang}/ramjet/include`;
}

/** `/qf/{lang}/ramjet/performLogin`: the login form posts here. */
export function loginPath(lang: string): string {
  return `/qf/${lang}/ramjet/${SESSION_EXPIRED_MARKER}`;
}
