/**
 * The behaviours a page loads only when their markup is present (see toolkit/behaviour-loader.ts):
 * each entry is a selector and the lazy chunk that works on it. The selectors are the markup
 * contracts of src/protocol/behaviour-markup.ts. This is the one table of behaviours: the build
 * reads it (scripts/behaviour-table.mjs) into dist/chunk-table.json, which the server helper
 * preloads from — write `selector` as a constant, `load` as `() => import('./x.ts')`, and name in a
 * `@preload` tag what the start module loads at once. The chunks a
 * behaviour loads later go through loadOnce too, so every one has the chunk time-out. The element
 * chunks a behaviour shows are handed in by the entry point (src/index.ts): behaviours never import
 * elements/.
 */

import { loadOnce } from '../core/load-once.ts';
import {
  ANCHORS_MARKUP,
  COLLAPSE_MARKUP,
  COMPARISON_MARKUP,
  CONSENT_MARKUP,
  DOWNLOADS_MARKUP,
  ENCRYPTED_FORM_MARKUP,
  LIST_CREATION_MARKUP,
  LOGIN_MARKUP,
  NEW_WINDOW_LINKS,
  PAGINATION_MARKUP,
  PHONE_LINKS_MARKUP,
  POPUPS_MARKUP,
  PREFETCH_MARKUP,
  USER_TOOLS_MARKUP,
  VALIDATION_MARKUP,
} from '../protocol/behaviour-markup.ts';
import { markupBehaviour as behaviour, type MarkupBehaviour } from '../toolkit/behaviour-loader.ts';
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
    selector: PAGINATION_MARKUP,
    holdClicks: '[data-pagination] [data-pagination-nav] a[href]',
    load: () => import('./pagination/start-pagination.ts'),
    start: (m) => m.startPagination(document),
  }),
  behaviour({
    chunk: 'validation',
    selector: VALIDATION_MARKUP,
    /** @preload ./validation/validation-controller.ts — with a form to watch, it loads at once. */
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
    selector: PHONE_LINKS_MARKUP,
    load: () => import('./links/phone-links.ts'),
    start: (m) => m.enablePhoneLinks(document),
  }),
  behaviour({
    chunk: 'consent',
    selector: CONSENT_MARKUP,
    load: () => import('./consent/start-consent.ts'),
    start: (m) =>
      m.startConsent(document, {
        loadUi: loadOnce('fg-cookie-consent', elements.cookieConsent),
      }),
  }),
  behaviour({
    chunk: 'login',
    selector: LOGIN_MARKUP,
    load: () => import('./login/start-login.ts'),
    start: (m) => m.startLogin(document),
  }),
  behaviour({
    chunk: 'list-creation',
    selector: LIST_CREATION_MARKUP,
    load: () => import('./lists/start-list-creation.ts'),
    start: (m) => m.startListCreation(document),
  }),
  behaviour({
    chunk: 'comparison',
    selector: COMPARISON_MARKUP,
    load: () => import('./comparison/start-comparison.ts'),
    start: (m) => m.startComparison(document),
  }),
  behaviour({
    chunk: 'downloads',
    selector: DOWNLOADS_MARKUP,
    load: () => import('./downloads/start-downloads.ts'),
    start: (m) => m.startDownloads(document),
  }),
  behaviour({
    // Links fetched on intent, and back/forward from their cache (docs/morph-and-prefetch.md).
    chunk: 'prefetch',
    selector: PREFETCH_MARKUP,
    load: () => import('../core/prefetch/start-prefetch.ts'),
    start: (m) => m.startPrefetch(document),
  }),
  behaviour({
    chunk: 'collapse',
    selector: COLLAPSE_MARKUP,
    load: () => import('./collapse/start-collapse.ts'),
    start: (m) => m.startCollapse(document),
  }),
  behaviour({
    chunk: 'anchors',
    selector: ANCHORS_MARKUP,
    load: () => import('./anchors/start-anchors.ts'),
    start: (m) => m.startAnchors(document),
  }),
  behaviour({
    // The user menu and lists refresh after basket, login and list commands (docs/flows.md).
    chunk: 'user-tools',
    selector: USER_TOOLS_MARKUP,
    load: () => import('./user-tools/start-user-tools.ts'),
    start: (m) => m.startUserTools(document),
  }),
  behaviour({
    // Popups, confirm dialogs, add to basket and the go-back action (docs/popups.md). A click before
    // the chunk is there waits for it: a confirm must never be skipped.
    chunk: 'popups',
    selector: POPUPS_MARKUP,
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
    selector: ENCRYPTED_FORM_MARKUP,
    load: () => import('./encryption/index.ts'),
    start: (m) => {
      m.startEncryption(document);
      started();
    },
  });
}
