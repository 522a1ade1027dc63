/**
 * storefront-elements: the one script a page includes. It defines `<fg-partial-update>`, starts the
 * framework-free behaviours and the lazy element autoloader once the document is parsed, and
 * exports the programmatic API.
 */
import { definePartialUpdate } from '../elements/fg-partial-update.ts';
import { startAutoloader } from '../elements/tag-autoloader.ts';
import { confirmDialogWith } from './behaviours/confirm/confirm-dialog.ts';
import { guardEncryptedForms } from './behaviours/encryption/encrypted-form-guard.ts';
import { startProgressCursorOnFirstUpdate } from './behaviours/progress/progress-on-first-update.ts';
import { type ElementLoaders, encryptionBehaviour, markupBehaviours } from './behaviours/registry.ts';
import { trackFormChanges } from './core/forms/change-tracker.ts';
import { startActions } from './toolkit/actions.ts';
import { startBehaviourLoader } from './toolkit/behaviour-loader.ts';

export { registerComponent } from '../elements/tag-autoloader.ts';
export type { ConfirmOptions } from './behaviours/confirm/confirm-options.ts';
export type { EncryptionOptions } from './behaviours/encryption/index.ts';
export type { ValidationFailureCallback, ValidationOptions } from './behaviours/validation/index.ts';
export type { EngineConfig, EngineOptions } from './core/engine-config.ts';
export * from './core/errors.ts';
export { emit, type StorefrontEventDetails, type StorefrontEventName } from './core/events.ts';
export { clearFormChanged, isFormChanged } from './core/forms/change-tracker.ts';
export type { PartialUpdateResult, PartialUpdateStatus } from './core/partial-update.ts';
export { abort, partialUpdate, simplePartialUpdate } from './core/partial-update.ts';
export {
  type PartialUpdateOptions,
  type PartialUpdateSettings,
  registerErrorCallback,
} from './core/settings.ts';
export { addActionTrigger, connectActions, type WebAction } from './toolkit/actions.ts';

/** The element chunks the behaviours show; behaviours never import elements/ themselves. */
const elementLoaders: ElementLoaders = {
  popup: () => import('../elements/fg-popup.ts'),
  cookieConsent: () => import('../elements/fg-cookie-consent.ts'),
};

/** Shows a confirm dialog from code; resolves true when the visitor confirms (docs/popups.md). */
export const confirmDialog = confirmDialogWith(elementLoaders.popup);

let started = false;

/** Starts everything once; the script calls it itself on DOMContentLoaded. */
export function start(): void {
  if (started) return;
  started = true;
  definePartialUpdate();
  trackFormChanges(document);
  // Always loaded: a marked form is never sent before its fields can be encrypted.
  const releaseEncryptedForms = guardEncryptedForms(document);
  startProgressCursorOnFirstUpdate();
  startActions(document);
  startBehaviourLoader([...markupBehaviours(elementLoaders), encryptionBehaviour(releaseEncryptedForms)]);
  startAutoloader(document);
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
