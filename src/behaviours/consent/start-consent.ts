/** Entry point of cookie consent: the core bundle calls `startConsent(document, …)` once the page is parsed. */

import { afterPrerendering } from '../../core/prerendering.ts';
import { CONSENT_ELEMENT } from '../../protocol/consent-markup.ts';
import { readConsentConfig } from './consent-config.ts';
import { ConsentController, type ConsentEnvironment } from './consent-controller.ts';

/** `loadUi` is required: it imports the `<fg-cookie-consent>` element chunk. The rest default to the page. */
export type ConsentStartOptions = Pick<ConsentEnvironment, 'loadUi'> & Partial<ConsentEnvironment>;

let current: ConsentController | null = null;
let cancelStart = (): void => {};

function isFramed(win: Window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/**
 * Starts consent for the page's `<fg-cookie-consent>` element (none: nothing to do, returns null).
 * Starting again stops the previous controller first. In a prerendered page it starts once the page
 * is shown: the consent signal, the tag containers and the unblocked scripts report a visit.
 */
export function startConsent(doc: Document, options: ConsentStartOptions): ConsentController | null {
  cancelStart();
  current?.stop();
  current = null;
  const host = doc.querySelector<HTMLElement>(CONSENT_ELEMENT);
  if (!host) return null;
  const win = doc.defaultView ?? window;
  current = new ConsentController(host, readConsentConfig(host), {
    insertScript: (script) => doc.head.append(script),
    reload: () => win.location.reload(),
    cookies: doc,
    cookiesEnabled: win.navigator.cookieEnabled,
    inIframe: isFramed(win),
    ...options,
  });
  const controller = current;
  cancelStart = afterPrerendering(doc, () => controller.start());
  return current;
}
