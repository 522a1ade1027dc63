/**
 * The behaviours a page loads only when their markup is present (see core/behaviour-loader.ts):
 * each entry is a selector and the lazy chunk that works on it. The selectors are the markup
 * contracts documented in docs/ (pagination, consent, validation, popups, flows). The chunks a
 * behaviour loads later go through loadOnce too, so every one has the chunk time-out. The element
 * chunks a behaviour shows are handed in by the entry point (src/index.ts): behaviours never import
 * elements/.
 */
import { markupBehaviour as behaviour, type MarkupBehaviour } from '../core/behaviour-loader.ts';
import { loadOnce } from '../core/load-once.ts';
import { ENCRYPTED_FORM_SELECTOR } from './encryption/encrypted-form-guard.ts';
import { NEW_WINDOW_LINKS } from './links/new-window-links.ts';
import type { PopupChunkLoader } from './popup/popup-chunk.ts';

/** The element chunks behaviours show: imported by the entry point, which may import elements/. */
export interface ElementLoaders {
  /** The popup and confirm chrome (React): `<fg-popup>`. */
  popup: PopupChunkLoader;
  /** The consent banner and settings (React): `<fg-cookie-consent>`. */
  cookieConsent: () => Promise<unknown>;
}

export const markupBehaviours = (elements: ElementLoaders): MarkupBehaviour[] => [
  behaviour({
    chunk: 'pagination',
    selector: '[data-pagination]',
    holdClicks: '[data-pagination] [data-pagination-nav] a[href]',
    load: () => import('./pagination/start-pagination.ts'),
    start: (m) => m.startPagination(document),
  }),
  behaviour({
    chunk: 'validation',
    selector: 'form[data-validate]',
    load: () => import('./validation/index.ts'),
    start: (m) => m.startValidation(document),
  }),
  behaviour({
    // A click on a new-window link before the chunk is there waits for its hardening (held, then replayed).
    chunk: 'external-links',
    selector: NEW_WINDOW_LINKS,
    holdClicks: NEW_WINDOW_LINKS,
    load: () => import('./links/external-links.ts'),
    start: (m) => m.observeExternalLinks(document),
  }),
  behaviour({
    // Phone links do nothing on other devices; the chunk is small and loads only with phone numbers.
    chunk: 'phone-links',
    selector: '.phone-number',
    load: () => import('./links/phone-links.ts'),
    start: (m) => m.enablePhoneLinks(document),
  }),
  behaviour({
    chunk: 'consent',
    selector: 'fg-cookie-consent',
    load: () => import('./consent/start-consent.ts'),
    start: (m) =>
      m.startConsent(document, {
        loadUi: loadOnce('fg-cookie-consent', elements.cookieConsent),
      }),
  }),
  behaviour({
    chunk: 'login',
    selector: 'form[data-login]',
    load: () => import('./login/start-login.ts'),
    start: (m) => m.startLogin(document),
  }),
  behaviour({
    chunk: 'list-creation',
    selector: 'form[data-create-list]',
    load: () => import('./lists/start-list-creation.ts'),
    start: (m) => m.startListCreation(document),
  }),
  behaviour({
    chunk: 'comparison',
    selector: '[data-comparison-different-only]',
    load: () => import('./comparison/start-comparison.ts'),
    start: (m) => m.startComparison(document),
  }),
  behaviour({
    chunk: 'downloads',
    selector: '[data-download-section]',
    load: () => import('./downloads/start-downloads.ts'),
    start: (m) => m.startDownloads(document),
  }),
  behaviour({
    // Links fetched on intent, and back/forward from their cache (docs/morph-and-prefetch.md).
    chunk: 'prefetch',
    selector: '[data-pu-prefetch]',
    load: () => import('../core/prefetch/start-prefetch.ts'),
    start: (m) => m.startPrefetch(document),
  }),
  behaviour({
    chunk: 'collapse',
    selector: '[data-collapse]',
    load: () => import('./collapse/start-collapse.ts'),
    start: (m) => m.startCollapse(document),
  }),
  behaviour({
    chunk: 'anchors',
    selector: 'a[href^="#"][data-scroll], [data-anchors-list]',
    load: () => import('./anchors/start-anchors.ts'),
    start: (m) => m.startAnchors(document),
  }),
  behaviour({
    // The user menu and lists refresh after basket, login and list commands (docs/flows.md).
    chunk: 'user-tools',
    selector: '#userMenu, #userLists, #userListsRwd',
    load: () => import('./user-tools/start-user-tools.ts'),
    start: (m) => m.startUserTools(document),
  }),
  behaviour({
    // Popups, confirm dialogs, add to basket and the go-back action (docs/popups.md). A click before
    // the chunk is there waits for it: a confirm must never be skipped.
    chunk: 'popups',
    selector:
      '[data-popup], [data-popup-target], fg-popup, [data-confirm], [data-add-to-basket], [data-action="goBack"]',
    holdClicks: '[data-popup], [data-popup-target], fg-popup, [data-confirm], [data-add-to-basket]',
    load: () => import('./popup/start-popups.ts'),
    start: (m) => m.startPopups(document, { load: elements.popup }),
  }),
];

/**
 * Encrypted submission, loaded with the first marked form; `started` lets the always-loaded guard
 * (encrypted-form-guard.ts) hand held submits over to it.
 */
export function encryptionBehaviour(started: () => void): MarkupBehaviour {
  return behaviour({
    chunk: 'encryption',
    selector: ENCRYPTED_FORM_SELECTOR,
    load: () => import('./encryption/index.ts'),
    start: (m) => {
      m.startEncryption(document);
      started();
    },
  });
}
