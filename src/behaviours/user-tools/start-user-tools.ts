/**
 * When the user tools refresh (docs/flows.md): after a successful partial update whose command changes
 * the basket, the login state or the lists; after one started by an element marked
 * `data-refresh-user-tools`; on a `fg:push` of the event `userTools`; and when the page comes back from
 * the back/forward cache — loaded again then when the refresh shows other user tools than the page
 * showed (the session changed since). Markup in docs/flows.md.
 */
import { loadOnce } from '../../core/load-once.ts';
import type { PartialUpdateResult } from '../../core/partial-update.ts';
import type { PartialUpdateSettings } from '../../core/settings.ts';
import { USER_TOOLS_TARGETS } from '../../protocol/shop-paths.ts';
import type { UserToolsRefreshOptions } from './refresh-user-tools.ts';

/** Commands that change the basket: the refresh sends `updatedCart=1`. */
export const BASKET_EVENTS = ['addToBasket', 'changeBasket', 'removeFromBasket'];
/** Commands that change the login state or the shopping lists. */
export const USER_EVENTS = ['login', 'logout', 'addToList', 'removeFromList', 'changeList', 'createList'];
/** Marks an element (or an area) whose updates refresh the user tools; value `cart`: the basket changed. */
export const REFRESH_MARKER = 'data-refresh-user-tools';
/** The `fg:push` event name that asks for a refresh (`detail.data.updatedCart` flags the basket). */
export const USER_TOOLS_PUSH_EVENT = 'userTools';

/** How a finished update asks for a refresh: not at all, plainly, or with the basket flag. */
type RefreshRequest = 'none' | 'plain' | 'cart';

const refreshChunk = loadOnce('refresh-user-tools', () => import('./refresh-user-tools.ts'));

/** `refreshUserTools`, loaded on first use: most page views never need it. */
export function loadAndRefreshUserTools(
  options: UserToolsRefreshOptions = {},
): Promise<PartialUpdateResult | null> {
  return refreshChunk().then((module) => module.refreshUserTools(options));
}

/** What the page's user tools say, as text: the session as the page shows it (who, the counts). */
function shownUserTools(doc: Document): string {
  return USER_TOOLS_TARGETS.map(
    (id) => doc.getElementById(id)?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
  ).join('\n');
}

/** `reload` loads the page again from its address (a parameter for tests). */
export function startUserTools(
  doc: Document = document,
  reload: () => void = () => doc.defaultView?.location.reload(),
): () => void {
  // fg:pu-complete carries no source element: remember the marked updates when they start.
  const marked = new WeakMap<PartialUpdateSettings, RefreshRequest>();

  const onStart = (event: Event): void => {
    const { settings, source } = (event as HTMLElementEventMap['fg:pu-start']).detail;
    const marker = source?.closest(`[${REFRESH_MARKER}]`)?.getAttribute(REFRESH_MARKER);
    if (marker !== undefined && marker !== null) marked.set(settings, marker === 'cart' ? 'cart' : 'plain');
  };
  const onComplete = (event: Event): void => {
    const { settings, error } = (event as HTMLElementEventMap['fg:pu-complete']).detail;
    if (error) return;
    const request = refreshRequestOf(settings, marked.get(settings) ?? 'none');
    if (request !== 'none') void loadAndRefreshUserTools({ updatedCart: request === 'cart' });
  };
  const onPush = (event: DocumentEventMap['fg:push']): void => {
    if (event.detail.event !== USER_TOOLS_PUSH_EVENT) return;
    const data = event.detail.data as { updatedCart?: unknown } | null | undefined;
    void loadAndRefreshUserTools({ updatedCart: data?.updatedCart === true });
  };

  // A page kept in the back/forward cache shows the session as it was when it was left (WebKit keeps
  // even `no-store` pages): the shopper may have signed out or changed the basket since. The rest of
  // the page may show that session too (a signed-in name, the basket's lines): when the refreshed
  // tools say otherwise than the page did, the page is loaded again from its address.
  const onPageShow = (event: PageTransitionEvent): void => {
    if (!event.persisted) return;
    const shown = shownUserTools(doc);
    void loadAndRefreshUserTools({ updatedCart: true }).then((result) => {
      if (result && shownUserTools(doc) !== shown) reload();
    });
  };
  const view = doc.defaultView;

  doc.addEventListener('fg:pu-start', onStart);
  doc.addEventListener('fg:pu-complete', onComplete);
  doc.addEventListener('fg:push', onPush);
  view?.addEventListener('pageshow', onPageShow);
  return () => {
    doc.removeEventListener('fg:pu-start', onStart);
    doc.removeEventListener('fg:pu-complete', onComplete);
    doc.removeEventListener('fg:push', onPush);
    view?.removeEventListener('pageshow', onPageShow);
  };
}

function refreshRequestOf(settings: PartialUpdateSettings, marker: RefreshRequest): RefreshRequest {
  const command = settings.eventName ?? '';
  if (marker === 'cart' || BASKET_EVENTS.includes(command)) return 'cart';
  if (marker === 'plain' || USER_EVENTS.includes(command)) return 'plain';
  return 'none';
}
