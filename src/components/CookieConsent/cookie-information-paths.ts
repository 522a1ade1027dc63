/** The cookie information page of each language (SPEC.md §2); cs is the default. */
export const COOKIE_INFORMATION_PATHS: Readonly<Record<string, string>> = {
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

export function cookieInformationPath(lang: string): string {
  return COOKIE_INFORMATION_PATHS[lang] ?? '/cs/informace-o-cookies';
}
