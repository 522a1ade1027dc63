/**
 * The request a click on a link would send, built before the click: the same options the controller
 * gives the engine (src/core/partial-update-controller.ts), resolved by the same settings code and
 * built by the one request builder. Null for a link that is never prefetched
 * (docs/morph-and-prefetch.md#prefetch).
 */
import { containerForLink } from '../link-rules.ts';
import { type BuiltRequest, buildRequest } from '../request-builder.ts';
import { sameOriginUrl } from '../same-origin.ts';
import { type PartialUpdateOptions, type PartialUpdateSettings, resolveSettings } from '../settings.ts';

/** Marks the links that prefetch: on an element around them (a container, a nav, the controller). */
export const PREFETCH_SELECTOR = '[data-pu-prefetch]';
/** A link, or an element around links, that never prefetches. */
export const NO_PREFETCH_SELECTOR = '[data-no-prefetch]';
/** The controller, whose `data-pu-prefetch-*` attributes bound the cache. */
export const CONTROLLER_SELECTOR = 'fg-partial-update';

export interface LinkRequest {
  settings: PartialUpdateSettings;
  request: BuiltRequest;
}

export function prefetchRequest(link: HTMLAnchorElement): LinkRequest | null {
  const controller = link.closest(CONTROLLER_SELECTOR);
  if (!controller || !link.closest(PREFETCH_SELECTOR) || link.closest(NO_PREFETCH_SELECTOR)) return null;
  // A link asking for a confirm is sent only once the visitor has said yes.
  if (link.closest('[data-confirm]')) return null;
  const options = linkOptions(link, controller);
  if (!options) return null;
  const settings = resolveSettings(options);
  // Resolved once: another origin is refused, this one is what the request is built from.
  const address = sameOriginUrl(settings.url ?? '');
  if (address === null) return null;
  settings.url = address.href;
  let request: BuiltRequest;
  try {
    request = buildRequest(settings, { source: link });
  } catch {
    return null;
  }
  return request.method === 'GET' ? { settings, request } : null;
}

/**
 * What the controller hands the engine for a plain click on a link of a container (its own click
 * handling, src/core/partial-update-controller.ts); null for any other link. A link with its own
 * `data-pu-*` settings is not prefetched.
 */
function linkOptions(link: HTMLAnchorElement, controller: Element): PartialUpdateOptions | null {
  const container = containerForLink(link, controller.getAttribute('file-browser-prefix'));
  return container
    ? { target: container.id, url: link.getAttribute('href') ?? '', alterHistory: true, uiEvent: true }
    : null;
}
