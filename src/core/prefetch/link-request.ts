/**
 * The request a click on a link would send, built before the click: the same options the controller
 * gives the engine (src/core/partial-update-controller.ts), resolved by the same settings code and
 * built by the one request builder. Null for a link that is never prefetched
 * (docs/morph-and-prefetch.md#prefetch).
 */
import { CONTAINER_SELECTOR, containerForLink, NO_PARTIAL_UPDATE_SELECTOR } from '../link-rules.ts';
import { type BuiltRequest, buildRequest } from '../request-builder.ts';
import { sameOriginUrl } from '../same-origin.ts';
import {
  hasOwnSettings,
  type PartialUpdateOptions,
  type PartialUpdateSettings,
  readElementOptions,
  resolveSettings,
} from '../settings.ts';
import { triggersOf } from '../triggers.ts';

/** Marks the links (by an element around them, or a link with its own settings) that prefetch. */
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
  if (link.closest('[data-confirm]')) return null;
  const options = linkOptions(link, controller);
  if (!options) return null;
  let settings: PartialUpdateSettings;
  try {
    settings = resolveSettings(options);
  } catch {
    return null;
  }
  // A command, a form, a merge with the region's own settings or a bypassed cache: only a click sends it.
  if (settings.eventName || settings.submitId || settings.clearCache || settings.mergeWithTargetSettings)
    return null;
  if (settings.target.length === 0 || !settings.target.every((id) => document.getElementById(id)))
    return null;
  // Resolved once: another origin is refused, this one is what the request is built from.
  const address = sameOriginUrl(settings.url ?? link.getAttribute('href') ?? location.href);
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

/** What the controller would hand the engine for a plain click on the link, or null. */
function linkOptions(link: HTMLAnchorElement, controller: Element): PartialUpdateOptions | null {
  const href = link.getAttribute('href');
  if (!hasOwnSettings(link)) {
    const container = containerForLink(link, controller.getAttribute('file-browser-prefix'));
    return container ? { target: container.id, url: href ?? '', alterHistory: true, uiEvent: true } : null;
  }
  if (link.closest(NO_PARTIAL_UPDATE_SELECTOR) || !triggersOf(link).includes('click')) return null;
  let options: PartialUpdateOptions;
  try {
    options = readElementOptions(link);
  } catch {
    return null;
  }
  const url = options.url || (href ?? undefined);
  const container = link.closest<HTMLElement>(CONTAINER_SELECTOR);
  const target = options.target || options.settings?.target ? {} : { target: container?.id ?? '' };
  return { ...options, url, ...target, uiEvent: true };
}
