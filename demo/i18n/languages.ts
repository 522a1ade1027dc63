/** The ten shop languages; cs is the default (SPEC.md §1). */
export const LANGUAGES = ['cs', 'en', 'de', 'sk', 'ru', 'es', 'hu', 'pl', 'fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'cs';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Cookie information page of each language, exactly as SPEC.md §2 lists them. */
export const COOKIE_INFORMATION_PATHS: Record<Language, string> = {
  cs: '/cs/informace-o-cookies',
  en: '/en/cookie-information',
  de: '/de/informationen-uber-cookies',
  sk: '/sk/informacie-o-cookies',
  ru: '/ru/cookie-information',
  es: '/es/informacion-sobre-cookies',
  hu: '/hu/informacio-a-sutikrol',
  pl: '/pl/informacje-o-cookie',
  fr: '/fr/informations-sur-les-cookies',
  it: '/it/informazioni-sui-cookie',
};

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
