/**
 * The request a click on a link would send, built before the click: the same options the controller
 * gives the engine (src/core/partial-update-controller.ts), resolved by the same settings code and
 * built by the one request builder. Null for a link that is never prefetched
 * (docs/morph-and-prefetch.md#prefetch).
 */
import { PREFETCH_MARKUP } from '../../protocol/behaviour-markup.ts';
import {
  CONTAINER_SELECTOR,
  CONTROLLER_TAG,
  NO_PARTIAL_UPDATE_SELECTOR,
} from '../../protocol/partial-update-markup.ts';
import { containerForLink } from '../link-rules.ts';
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

/** A link, or an element around links, that never prefetches. */
export const NO_PREFETCH_SELECTOR = '[data-no-prefetch]';
export interface LinkRequest {
  settings: PartialUpdateSettings;
  request: BuiltRequest;
}

export function prefetchRequest(link: HTMLAnchorElement): LinkRequest | null {
  const controller = link.closest(CONTROLLER_TAG);
  if (!controller || !link.closest(PREFETCH_MARKUP) || link.closest(NO_PREFETCH_SELECTOR)) return null;
  // A link asking for a confirm is sent only once the visitor has said yes.
  if (link.closest('[data-confirm]')) return null;
  const options = linkOptions(link, controller);
  if (!options) return null;
  const settings = resolveSettings(options);
  // A command (an event name), a form's submit or a cache bypass is sent when clicked, never before.
  if (settings.eventName || settings.submitId || settings.clearCache) return null;
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
 * What the controller hands the engine for a click on the link (src/core/partial-update-controller.ts):
 * for a plain link of a container its own click handling; for a link with its own `data-pu-*`
 * settings (clicked: the default trigger of a link) those, its `href` and, without a target of
 * their own, its container. Null for a link a click does not update.
 */
function linkOptions(link: HTMLAnchorElement, controller: Element): PartialUpdateOptions | null {
  const href = link.getAttribute('href') ?? '';
  if (!hasOwnSettings(link)) {
    const container = containerForLink(link, controller.getAttribute('file-browser-prefix'));
    return container ? { target: container.id, url: href, alterHistory: true, uiEvent: true } : null;
  }
  if (link.closest(NO_PARTIAL_UPDATE_SELECTOR) || !triggersOf(link).includes('click')) return null;
  let options: PartialUpdateOptions;
  try {
    options = readElementOptions(link);
  } catch {
    return null;
  }
  const target = options.target || options.settings?.target || link.closest(CONTAINER_SELECTOR)?.id;
  return target ? { ...options, url: options.url || href, target, uiEvent: true } : null;
}
