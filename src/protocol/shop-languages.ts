/**
 * The shop's ten languages (cs is the default) and the cookie information page of each
 * (docs/consent.md): the one list the client, the server helper and the demo all read.
 */
export const SHOP_LANGUAGES = ['cs', 'en', 'de', 'sk', 'ru', 'es', 'hu', 'pl', 'fr', 'it'] as const;

export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

export const DEFAULT_SHOP_LANGUAGE: ShopLanguage = 'cs';

export function isShopLanguage(value: unknown): value is ShopLanguage {
  return typeof value === 'string' && (SHOP_LANGUAGES as readonly string[]).includes(value);
}

export const COOKIE_INFORMATION_PATHS: Readonly<Record<ShopLanguage, string>> = {
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
  return isShopLanguage(lang)
    ? COOKIE_INFORMATION_PATHS[lang]
    : COOKIE_INFORMATION_PATHS[DEFAULT_SHOP_LANGUAGE];
}
