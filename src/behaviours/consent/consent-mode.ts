/** Google Consent Mode v2: the default and the updates sent to the tag manager (docs/consent.md). */
import { LEVEL_TECHNICAL } from '../../protocol/consent-markup.ts';
import { CONSENT_WAIT_FOR_UPDATE_MS } from './consent-constants.ts';
import { levelAllows } from './consent-level.ts';

type ConsentState = 'granted' | 'denied';

/** The consent update fields (docs/consent.md), each granted or denied. */
export interface ConsentSignal {
  security_storage: ConsentState;
  functionality_storage: ConsentState;
  personalization_storage: ConsentState;
  analytics_storage: ConsentState;
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
}

export type Gtag = (...args: unknown[]) => void;

interface TagManagerWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied');

/** The signal for a level; the table in docs/consent.md documents it. */
export function consentSignal(level: number): ConsentSignal {
  const analytics = state(levelAllows(level, 'analytics'));
  const marketing = state(levelAllows(level, 'marketing'));
  return {
    security_storage: 'granted',
    functionality_storage: state(level >= LEVEL_TECHNICAL),
    personalization_storage: marketing,
    analytics_storage: analytics,
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  };
}

/** The page's `gtag`, or the standard one feeding `dataLayer` (both created when missing). */
export function tagManagerGtag(win: Window): Gtag {
  const tagWindow = win as Window & TagManagerWindow;
  tagWindow.dataLayer ??= [];
  tagWindow.gtag ??= function gtag() {
    tagWindow.dataLayer ??= [];
    // biome-ignore lint/complexity/noArguments: the tag manager reads only Arguments objects from dataLayer.
    tagWindow.dataLayer.push(arguments);
  };
  return (...args) => tagWindow.gtag?.(...args);
}

/** Everything but security_storage denied until the visitor's choice (or stored level) arrives. */
export function sendConsentDefault(gtag: Gtag): void {
  gtag('consent', 'default', { ...consentSignal(-1), wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS });
}

export function sendConsentUpdate(gtag: Gtag, level: number): void {
  gtag('consent', 'update', consentSignal(level));
}
