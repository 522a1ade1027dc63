import { COOKIE_INFORMATION_PATHS, type Language } from '../i18n/languages.ts';

/** Every address of the shop in one place; views and routes build links only through these. */

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export const urls = {
  home: (lang: Language) => `/${lang}/`,
  category: (lang: Language, slug: string, query: Record<string, string | number | undefined> = {}) =>
    withQuery(`/${lang}/category/${slug}`, query),
  product: (lang: Language, id: number) => `/${lang}/product/${id}`,
  productImage: (id: number, index: number) => `/images/product/${id}/${index}.svg`,
  basket: (lang: Language) => `/${lang}/basket`,
  comparison: (lang: Language) => `/${lang}/comparison`,
  lists: (lang: Language) => `/${lang}/lists`,
  list: (lang: Language, id: number) => `/${lang}/lists/${id}`,
  news: (lang: Language, query: Record<string, string | number | undefined> = {}) =>
    withQuery(`/${lang}/news`, query),
  actions: (lang: Language, query: Record<string, string | number | undefined> = {}) =>
    withQuery(`/${lang}/actions`, query),
  downloads: (lang: Language) => `/${lang}/downloads`,
  downloadFile: (lang: Language, id: number) => `/${lang}/downloads/file/${id}`,
  search: (lang: Language, query: Record<string, string | number | undefined> = {}) =>
    withQuery(`/${lang}/search`, query),
  searchSuggestions: (lang: Language) => `/${lang}/search/suggest`,
  deliveryPopup: (lang: Language) => `/${lang}/popup/delivery`,
  productPopup: (lang: Language, id: number) => `/${lang}/popup/product/${id}`,
  cookieInformation: (lang: Language) => COOKIE_INFORMATION_PATHS[lang],
  // Form pages and actions live under /qf/ so that live validation can answer at /validate/.
  /** The login page; the form on it posts to `login` (an address no partial-update answer may contain). */
  loginPage: (lang: Language, query: Record<string, string | number | undefined> = {}) =>
    withQuery(`/${lang}/login`, query),
  login: (lang: Language) => `/qf/${lang}/ramjet/performLogin`,
  logout: (lang: Language) => `/qf/${lang}/ramjet/logout`,
  register: (lang: Language) => `/qf/${lang}/ramjet/register`,
  userToolsInclude: (lang: Language) => `/qf/${lang}/ramjet/include`,
  basketAdd: (lang: Language) => `/qf/${lang}/basket/add`,
  basketUpdate: (lang: Language) => `/qf/${lang}/basket/update`,
  basketRemove: (lang: Language) => `/qf/${lang}/basket/remove`,
  basketDelivery: (lang: Language) => `/qf/${lang}/basket/delivery`,
  comparisonAdd: (lang: Language) => `/qf/${lang}/comparison/add`,
  comparisonRemove: (lang: Language) => `/qf/${lang}/comparison/remove`,
  productLayout: (lang: Language) => `/qf/${lang}/catalogue/layout`,
  comparisonDifferentOnly: (lang: Language) => `/qf/${lang}/comparison/different-only`,
  listCreate: (lang: Language) => `/qf/${lang}/lists/create`,
  listAdd: (lang: Language) => `/qf/${lang}/lists/add`,
  listRemoveItem: (lang: Language) => `/qf/${lang}/lists/remove-item`,
};
