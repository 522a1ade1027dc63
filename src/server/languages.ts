/** The shop's languages; the first is the default. */
export const SUPPORTED_LANGUAGES = ['cs', 'en', 'de', 'sk', 'ru', 'es', 'hu', 'pl', 'fr', 'it'] as const;

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: SupportedLanguage = 'cs';

export function isSupportedLanguage(value: string): value is SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
