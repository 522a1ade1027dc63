/**
 * The behaviours a page loads only when their markup is present (see core/behaviour-loader.ts):
 * each entry is a selector and the lazy chunk that works on it. The selectors are the markup
 * contracts documented in docs/ (pagination, consent, validation, popups, flows).
 */
import type { MarkupBehaviour } from '../core/behaviour-loader.ts';

export const MARKUP_BEHAVIOURS: MarkupBehaviour[] = [
  {
    selector: '[data-pagination]',
    holdClicks: '[data-pagination] [data-pagination-nav] a[href]',
    start: () => import('./pagination/start-pagination.ts').then((m) => m.startPagination(document)),
  },
  {
    selector: 'form[data-validate]',
    start: () => import('./validation/index.ts').then((m) => m.startValidation(document)),
  },
  {
    // Phone links do nothing on other devices; the chunk is small and loads only with phone numbers.
    selector: '.phone-number',
    start: () => import('./links/phone-links.ts').then((m) => m.enablePhoneLinks(document)),
  },
  {
    selector: 'fg-cookie-consent',
    start: () =>
      import('./consent/start-consent.ts').then((m) =>
        m.startConsent(document, { loadUi: () => import('../../elements/fg-cookie-consent.ts') }),
      ),
  },
  {
    selector: 'form[data-login]',
    start: () => import('./login/start-login.ts').then((m) => m.startLogin(document)),
  },
  {
    selector: 'form[data-create-list]',
    start: () => import('./lists/start-list-creation.ts').then((m) => m.startListCreation(document)),
  },
  {
    selector: '[data-comparison-different-only]',
    start: () => import('./comparison/start-comparison.ts').then((m) => m.startComparison(document)),
  },
  {
    selector: '[data-download-section]',
    start: () => import('./downloads/start-downloads.ts').then((m) => m.startDownloads(document)),
  },
  {
    selector: '[data-collapse]',
    start: () => import('./collapse/start-collapse.ts').then((m) => m.startCollapse(document)),
  },
  {
    selector: 'a[href^="#"][data-scroll], [data-anchors-list]',
    start: () => import('./anchors/start-anchors.ts').then((m) => m.startAnchors(document)),
  },
  {
    // The user menu and lists refresh after basket, login and list commands (docs/flows.md).
    selector: '#userMenu, #userLists, #userListsRwd',
    start: () => import('./user-tools/start-user-tools.ts').then((m) => m.startUserTools(document)),
  },
  {
    // Popups, confirm dialogs, add to basket and the go-back action (docs/popups.md). A click before
    // the chunk is there waits for it: a confirm must never be skipped.
    selector:
      '[data-popup], [data-popup-target], fg-popup, [data-confirm], [data-add-to-basket], [data-action="goBack"]',
    holdClicks: '[data-popup], [data-popup-target], fg-popup, [data-confirm], [data-add-to-basket]',
    start: () =>
      import('./popup/start-popups.ts').then((m) =>
        m.startPopups(document, { load: () => import('../../elements/fg-popup.ts') }),
      ),
  },
];
