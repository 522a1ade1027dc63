/**
 * `<fg-cookie-consent id modal closable combined lang>`: the cookie banner and settings panel.
 * The consent logic (src/behaviours/consent, in the core bundle) reads the element's other
 * attributes, decides what shows and fetches this chunk only then; the element renders that state
 * and hands the visitor's choice back. See docs/consent.md.
 *
 * @attr modal - the banner is a modal dialog
 * @attr closable - the banner has a close button (closing stores level 1)
 * @attr combined - one switch for analytics and marketing together
 * @attr analytics-container - tag container id loaded after analytics consent (split containers)
 * @attr marketing-container - tag container id loaded after marketing consent (split containers)
 * @attr split-containers - load the analytics and marketing containers separately
 * @attr container - the one tag container loaded on every page when split containers are off
 * @attr hide-class - class on html/body that keeps the banner hidden (fg-cookie-consent-hidden)
 * @attr exclude-selector - no banner on pages where this selector matches
 * @attr analytics-cookies - cookie name patterns removed when analytics consent is withdrawn
 * @attr marketing-cookies - cookie name patterns removed when marketing consent is withdrawn
 * @event fg:consent-change - a choice was stored; detail.level is 1 to 5
 */
import { createElement, useSyncExternalStore } from 'react';
// Only the store and the level rules: the controller stays out of this chunk.
import { levelAllows } from '../src/behaviours/consent/consent-level.ts';
import {
  chooseConsent,
  closeConsentSettings,
  getConsentUiState,
  openConsentSettings,
  subscribeConsentUi,
} from '../src/behaviours/consent/consent-ui-store.ts';
import { CookieConsent, type CookieConsentProps } from '../src/components/CookieConsent/CookieConsent.tsx';
import type { ComponentProps } from '../src/components/shared/component-props.ts';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

type CookieConsentAttributes = Pick<CookieConsentProps, 'modal' | 'closable' | 'combined'>;

/** Feeds the consent state into the component and its choices back to the consent logic. */
function ConnectedCookieConsent(props: ComponentProps<CookieConsentAttributes>) {
  const state = useSyncExternalStore(subscribeConsentUi, getConsentUiState);
  return createElement(CookieConsent, {
    ...props,
    bannerOpen: state.bannerOpen,
    settingsOpen: state.settingsOpen,
    opener: state.opener,
    analyticsAllowed: levelAllows(state.level, 'analytics'),
    marketingAllowed: levelAllows(state.level, 'marketing'),
    onChoose: chooseConsent,
    onOpenSettings: openConsentSettings,
    onCloseSettings: closeConsentSettings,
  });
}

export default defineReactElement<CookieConsentAttributes>('fg-cookie-consent', ConnectedCookieConsent, {
  props: { modal: 'boolean', closable: 'boolean', combined: 'boolean' },
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-cookie-consent': ReactElement;
  }
}
