/** The ten shop languages (cs is the default) and their cookie information pages, from the library. */
import {
  COOKIE_INFORMATION_PATHS,
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '../../src/server/index.ts';

export { COOKIE_INFORMATION_PATHS };
export const LANGUAGES = SUPPORTED_LANGUAGES;
export type Language = SupportedLanguage;
export { DEFAULT_LANGUAGE };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 locale used for number, price and date formatting. */
export const LOCALES: Record<Language, string> = {
  cs: 'cs-CZ',
  en: 'en-GB',
  de: 'de-DE',
  sk: 'sk-SK',
  ru: 'ru-RU',
  es: 'es-ES',
  hu: 'hu-HU',
  pl: 'pl-PL',
  fr: 'fr-FR',
  it: 'it-IT',
};

/** Each language's own name, for the language switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  cs: 'Čeština',
  en: 'English',
  de: 'Deutsch',
  sk: 'Slovenčina',
  ru: 'Русский',
  es: 'Español',
  hu: 'Magyar',
  pl: 'Polski',
  fr: 'Français',
  it: 'Italiano',
};
