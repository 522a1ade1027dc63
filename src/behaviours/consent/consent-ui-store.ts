/**
 * What the consent UI shows, and the actions it may take. The framework-free controller writes
 * this state; the lazily loaded `<fg-cookie-consent>` element only reads it and calls the actions,
 * so the UI chunk can arrive late (or never) without the consent logic depending on it.
 */
import { LEVEL_MISSING } from '../../protocol/consent-markup.ts';
import type { ConsentChoice } from './consent-level.ts';

export interface ConsentUiState {
  level: number;
  bannerOpen: boolean;
  settingsOpen: boolean;
  /** Where focus returns when the settings panel closes. */
  opener: HTMLElement | null;
}

export interface ConsentActions {
  choose(choice: ConsentChoice): void;
  openSettings(opener?: HTMLElement | null): void;
  closeSettings(): void;
}

let state: ConsentUiState = {
  level: LEVEL_MISSING,
  bannerOpen: false,
  settingsOpen: false,
  opener: null,
};
let actions: ConsentActions | null = null;
const listeners = new Set<() => void>();

export function getConsentUiState(): ConsentUiState {
  return state;
}

/** Calls the listener after every state change; returns the unsubscribe function. */
export function subscribeConsentUi(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setConsentUiState(patch: Partial<ConsentUiState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function connectConsentActions(next: ConsentActions | null): void {
  actions = next;
}

export function chooseConsent(choice: ConsentChoice): void {
  actions?.choose(choice);
}

export function openConsentSettings(opener: HTMLElement | null = null): void {
  actions?.openSettings(opener);
}

export function closeConsentSettings(): void {
  actions?.closeSettings();
}
