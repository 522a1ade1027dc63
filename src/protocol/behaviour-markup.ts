/**
 * The markup each lazy behaviour starts on (docs/architecture.md "Loading"): the behaviour loader
 * loads a behaviour's chunk once its selector matches in the page (src/behaviours/registry.ts), and
 * the server helper preloads the same chunks for the markup it sends (src/server/module-preload.ts).
 * The contracts themselves are documented in docs/ (pagination, validation, consent, popups, flows).
 */

/** On a form: the same-origin address of the key-pair endpoint answering the public key as a JWK. */
export const ENCRYPT_KEY_URL_ATTRIBUTE = 'data-encrypt-key-url';
export const ENCRYPTED_FORM_MARKUP = `form[${ENCRYPT_KEY_URL_ATTRIBUTE}]`;
/** Links that open in a new window: what the external-link hardening works on (and waits for). */
export const NEW_WINDOW_LINKS = 'a[target="_blank" i], area[target="_blank" i]';
export const PAGINATION_MARKUP = '[data-pagination]';
export const VALIDATION_MARKUP = 'form[data-validate]';
export const PHONE_LINKS_MARKUP = '.phone-number';
export const CONSENT_MARKUP = 'fg-cookie-consent';
export const LOGIN_MARKUP = 'form[data-login]';
export const LIST_CREATION_MARKUP = 'form[data-create-list]';
export const COMPARISON_MARKUP = '[data-comparison-different-only]';
export const DOWNLOADS_MARKUP = '[data-download-section]';
/** Containers whose links are fetched on intent (docs/morph-and-prefetch.md). */
export const PREFETCH_MARKUP = '[data-pu-prefetch]';
export const COLLAPSE_MARKUP = '[data-collapse]';
export const ANCHORS_MARKUP = 'a[href^="#"][data-scroll], [data-anchors-list]';
/** The user menu and lists, which refresh after basket, login and list commands (docs/flows.md). */
export const USER_TOOLS_MARKUP = '#userMenu, #userLists, #userListsRwd';
export const POPUPS_MARKUP =
  '[data-popup], [data-popup-target], fg-popup, [data-confirm], [data-add-to-basket], [data-action="goBack"]';
