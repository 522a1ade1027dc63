/** Public surface of cookie consent for `src/index.ts` and the `<fg-cookie-consent>` element. */
export { CONSENT_COOKIE_NAME, LEVEL_MISSING, SETTINGS_TRIGGER_SELECTOR } from './consent-constants.ts';
export { readConsentLevel } from './consent-cookie.ts';
export type { ConsentCategory, ConsentChoice, ConsentSelection } from './consent-level.ts';
export { levelAllows, levelForChoice } from './consent-level.ts';
export { type ConsentSignal, consentSignal } from './consent-mode.ts';
export {
  type ConsentUiState,
  chooseConsent,
  closeConsentSettings,
  getConsentUiState,
  openConsentSettings,
  subscribeConsentUi,
} from './consent-ui-store.ts';
export { type ConsentStartOptions, startConsent } from './start-consent.ts';
