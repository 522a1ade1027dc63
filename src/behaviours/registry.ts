/**
 * The behaviours a page loads only when their markup is present (see core/behaviour-loader.ts):
 * each entry is a selector and the lazy chunk that works on it. The selectors are the markup
 * contracts documented in docs/ (pagination, consent, validation, popups, flows).
 */
import type { MarkupBehaviour } from '../core/behaviour-loader.ts';

export const MARKUP_BEHAVIOURS: MarkupBehaviour[] = [
  {
    selector: '[data-pagination]',
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
];
