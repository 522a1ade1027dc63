/**
 * storefront-elements: the one script a page includes. It defines `<fg-partial-update>`, starts the
 * framework-free behaviours and the lazy element autoloader once the document is parsed, and
 * exports the programmatic API.
 */
import { definePartialUpdate } from '../elements/fg-partial-update.ts';
import { observeExternalLinks } from './behaviours/links/external-links.ts';
import { enablePhoneLinks } from './behaviours/links/phone-links.ts';
import { startProgressCursor } from './behaviours/progress/start-progress-cursor.ts';
import { startValidation } from './behaviours/validation/index.ts';
import { trackFormChanges } from './core/forms/change-tracker.ts';

export type { PartialUpdateStatus, PartialUpdateResult } from './core/partial-update.ts';
export { abort, partialUpdate } from './core/partial-update.ts';
export { configure, type EngineConfig } from './core/engine-config.ts';
export { registerErrorCallback, type PartialUpdateOptions, type PartialUpdateSettings } from './core/settings.ts';
export { observeRequests, type RequestObserver } from './core/request-observers.ts';
export { clearFormChanged, isFormChanged } from './core/forms/change-tracker.ts';
export { RequestQueue } from './core/request-queue.ts';
export { emit, type StorefrontEventDetails, type StorefrontEventName } from './core/events.ts';
export * from './core/errors.ts';
export { startValidation } from './behaviours/validation/index.ts';

let started = false;

/** Starts everything once; the script calls it itself on DOMContentLoaded. */
export function start(): void {
  if (started) return;
  started = true;
  definePartialUpdate();
  trackFormChanges(document);
  observeExternalLinks(document);
  enablePhoneLinks(document);
  startProgressCursor();
  startValidation(document);
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
