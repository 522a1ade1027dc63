/**
 * What a popup shows (docs/popups.md): an element of the page (moved in, put back
 * on close), markup loaded from a same-origin address (GET with `_ts`, no cache; kept on the
 * trigger after the first load), the same with its scripts run once (trusted same-origin content
 * only), or a sandboxed, titled iframe.
 */

import { httpUrl, sameOriginUrl } from '../../core/same-origin.ts';
import { parseHTMLFragment } from '../../core/trusted-html.ts';
import { liveScript } from '../../toolkit/inserted-scripts.ts';
import { RequestQueue } from '../../toolkit/request-queue.ts';
import { templateElement } from '../template-element.ts';
import { TIMESTAMP_PARAM } from './constants.ts';
import type { PopupSettings } from './popup-settings.ts';
import { popupFrameTemplate } from './popup-templates.ts';

export interface PopupContent {
  node: Node;
  /** Runs once the node is in the popup body (the scripts of ajaxScript content). */
  inserted?(body: Element): void;
  /** Runs when the popup closes (puts a page element back). */
  restore?(): void;
}

export class PopupContentError extends Error {
  override name = 'PopupContentError';
}

/** Loaded markup per trigger: a popup opened again shows it without a request. */
const cache = new WeakMap<Element, string>();
/** Popup content is a helper request: one at a time, a newer one aborts the older. */
const queue = new RequestQueue();

/**
 * The address the settings name, resolved once and checked before anything opens (an absolute URL
 * from here on; an element id for html content): throws PopupContentError.
 */
export function contentAddress(trigger: Element, settings: PopupSettings): string {
  const address = settings.target ?? trigger.getAttribute('href') ?? '';
  if (settings.content === 'html') return address;
  if (address.trim() === '') throw new PopupContentError('The popup trigger names no address.');
  if (settings.content === 'iframe') {
    const url = httpUrl(address);
    if (url === null) {
      throw new PopupContentError(`Refused to open ${address} in a popup: only http(s) pages may be framed.`);
    }
    return url.href;
  }
  const url = sameOriginUrl(address);
  if (url === null) {
    throw new PopupContentError(`Refused to load popup content from ${address}: only same-origin addresses.`);
  }
  return url.href;
}

export async function loadContent(
  trigger: Element,
  settings: PopupSettings,
  signal: AbortSignal,
): Promise<PopupContent> {
  const address = contentAddress(trigger, settings);
  switch (settings.content) {
    case 'html':
      return pageElement(address);
    case 'iframe':
      return {
        node: templateElement(
          popupFrameTemplate(
            address,
            settings.title ?? (trigger.textContent?.trim() || address),
            sameOriginUrl(address) !== null,
          ),
        ),
      };
    default: {
      const cached = cache.get(trigger);
      const markup = cached ?? (await fetchMarkup(address, signal));
      cache.set(trigger, markup);
      const node = parseHTMLFragment(markup);
      // Cached markup is parsed again: its scripts stay inert, they ran with the first load.
      return settings.content === 'ajaxScript' && cached === undefined
        ? { node, inserted: runScripts }
        : { node };
    }
  }
}

function pageElement(id: string): PopupContent {
  const element = document.getElementById(id.replace(/^#/, ''));
  if (!element) throw new PopupContentError(`The popup content element #${id} is not present.`);
  const placeholder = document.createComment('fg-popup content');
  const hidden = element.hidden;
  element.before(placeholder);
  element.hidden = false;
  return {
    node: element,
    restore: () => {
      element.hidden = hidden;
      if (placeholder.isConnected) placeholder.replaceWith(element);
      else element.remove();
    },
  };
}

async function fetchMarkup(address: string, closed: AbortSignal): Promise<string> {
  // The popup closing aborts its request (it is the newest: opening another closed this one first).
  const abort = (): void => queue.abort();
  closed.addEventListener('abort', abort, { once: true });
  try {
    return await queue.run(address, (signal) => request(address, signal));
  } finally {
    closed.removeEventListener('abort', abort);
  }
}

/** `address` is the absolute, checked URL of contentAddress. */
async function request(address: string, signal: AbortSignal): Promise<string> {
  const url = new URL(address);
  url.searchParams.set(TIMESTAMP_PARAM, String(Date.now()));
  const response = await fetch(url.href, {
    cache: 'no-store',
    credentials: 'same-origin',
    headers: { Accept: 'text/html' },
    signal,
  });
  if (!response.ok) throw new PopupContentError(`Popup content ${address} answered HTTP ${response.status}.`);
  return response.text();
}

/** Parsed scripts never run: each is replaced by a live copy, which does. */
function runScripts(body: Element): void {
  for (const script of body.querySelectorAll('script')) script.replaceWith(liveScript(script));
}
