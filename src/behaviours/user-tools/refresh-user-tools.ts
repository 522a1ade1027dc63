/**
 * The user-tools refresh (docs/flows.md): one partial update of the user menu and both list widgets
 * from `/qf/{lang}/ramjet/include`, with `updatedCart=1` when the basket changed.
 */
import { AbortedError } from '../../core/errors.ts';
import { type PartialUpdateResult, partialUpdate } from '../../core/partial-update.ts';
import { UPDATED_CART_PARAM, USER_TOOLS_TARGETS, userToolsIncludePath } from '../../protocol/shop-paths.ts';
import { pageLanguage } from './page-language.ts';

export interface UserToolsRefreshOptions {
  /** Shop language of the include path; defaults to `<html lang>`, then cs. */
  lang?: string;
  /** The basket changed: sends `updatedCart=1`. */
  updatedCart?: boolean;
  /**
   * A region being updated now: the user tools inside it are left to that update (a refresh of
   * them would be newer than it and cancel it, docs/protocol.md "Concurrent updates").
   */
  except?: Element;
}

/** A basket change stays flagged until a refresh that carries it has finished. */
let pendingCartFlag = false;

/**
 * Refreshes the user tools present on the page in one request (a refresh: no history entry, no
 * messages fragment, no progress cursor, no scroll). Resolves with null when the page has none of the regions
 * or the update failed (failures are logged, as by simplePartialUpdate).
 */
export async function refreshUserTools(
  options: UserToolsRefreshOptions = {},
): Promise<PartialUpdateResult | null> {
  const target = USER_TOOLS_TARGETS.filter((id) => {
    const region = document.getElementById(id);
    return region !== null && !options.except?.contains(region);
  });
  if (target.length === 0) return null;
  // A newer refresh aborts an older one still running: it must not lose that one's basket flag.
  const updatedCart = Boolean(options.updatedCart) || pendingCartFlag;
  pendingCartFlag = updatedCart;
  try {
    const result = await partialUpdate({
      target,
      url: userToolsIncludePath(options.lang ?? pageLanguage()),
      data: updatedCart ? { [UPDATED_CART_PARAM]: '1' } : [],
      includeToProgress: false,
      // The header may be out of view (scrolled past, or a sticky one hidden): the shopper stays put.
      keepScroll: true,
    });
    pendingCartFlag = false;
    return result;
  } catch (error) {
    if (error instanceof AbortedError) return null;
    pendingCartFlag = false;
    console.error(error);
    return null;
  }
}
