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

/** The query parameter names of one paginated list: its first page and how many pages from there. */
export interface PageParamNames {
  readonly page: string;
  readonly loadedPages: string;
}

/** The names of a page with a single list (category, news, special offers). */
export const DEFAULT_PAGE_PARAMS: PageParamNames = { page: 'page', loadedPages: 'loadedPages' };

/** The home page has two lists, so each pages with names of its own and keeps the other's. */
export const HOME_NEWS_PARAMS: PageParamNames = { page: 'newsPage', loadedPages: 'newsLoaded' };
export const HOME_OFFERS_PARAMS: PageParamNames = { page: 'offersPage', loadedPages: 'offersLoaded' };

export const urls = {
  home: (lang: Language, query: Record<string, string | number | undefined> = {}) =>
    withQuery(`/${lang}/`, query),
  category: (lang: Language, slug: string, query: Record<string, string | number | undefined> = {}) =>
    withQuery(`/${lang}/category/${slug}`, query),
  product: (lang: Language, id: number) => `/${lang}/product/${id}`,
  productImage: (id: number, index: number) => `/images/product/${id}/${index}.svg`,
  /** A gallery image drawn `width` pixels wide (160, 600 or 1200). */
  galleryImage: (id: number, position: number, width: number) =>
    `/images/product/${id}/gallery/${position}/${width}.svg`,
  inspiration: (lang: Language, query: Record<string, string | number | undefined> = {}) =>
    withQuery(`/${lang}/inspiration`, query),
  basket: (lang: Language) => `/${lang}/basket`,
  comparison: (lang: Language) => `/${lang}/comparison`,
  lists: (lang: Language) => `/${lang}/lists`,
  list: (lang: Language, id: number) => `/${lang}/lists/${id}`,
  news: (lang: Language, query: Record<string, string | number | undefined> = {}) =>
    withQuery(`/${lang}/news`, query),
  actions: (lang: Language, query: Record<string, string | number | undefined> = {}) =>
    withQuery(`/${lang}/actions`, query),
  downloads: (lang: Language) => `/${lang}/downloads`,
  help: (lang: Language) => `/${lang}/help`,
  stores: (lang: Language) => `/${lang}/stores`,
  /** The demo's own map tiles, as a tile address template (`{z}/{x}/{y}` filled in by the map). */
  mapTiles: '/tiles/{z}/{x}/{y}.png',
  /** The stores map's poster: its first view (zoom, centre in pixels of the world), drawn by the demo. */
  mapPoster: (view: { zoom: number; x: number; y: number }) =>
    `/tiles/poster/${view.zoom}/${view.x}/${view.y}.png`,
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
  /** The registration page (its form posts to the same address); `returnTo` is where it leads after. */
  register: (lang: Language, query: { returnTo?: string } = {}) =>
    withQuery(`/qf/${lang}/ramjet/register`, query),
  /** The public key of encrypted submission (a JWK), named by forms in `data-encrypt-key-url`. */
  keyPair: (lang: Language) => `/qf/${lang}/ramjet/keyPair`,
  userToolsInclude: (lang: Language) => `/qf/${lang}/ramjet/include`,
  push: (lang: Language) => `/qf/${lang}/ramjet/push`,
  basketAdd: (lang: Language) => `/qf/${lang}/basket/add`,
  basketUpdate: (lang: Language) => `/qf/${lang}/basket/update`,
  basketRemove: (lang: Language) => `/qf/${lang}/basket/remove`,
  basketDelivery: (lang: Language) => `/qf/${lang}/basket/delivery`,
  /** The delivery-address step of the checkout: the form page, posting to itself. */
  checkoutAddress: (lang: Language) => `/qf/${lang}/basket/address`,
  /** The saved delivery address, shown after the form was sent. */
  deliveryAddress: (lang: Language) => `/${lang}/basket/delivery-address`,
  comparisonAdd: (lang: Language) => `/qf/${lang}/comparison/add`,
  comparisonRemove: (lang: Language) => `/qf/${lang}/comparison/remove`,
  productLayout: (lang: Language) => `/qf/${lang}/catalogue/layout`,
  comparisonDifferentOnly: (lang: Language) => `/qf/${lang}/comparison/different-only`,
  listCreate: (lang: Language) => `/qf/${lang}/lists/create`,
  listAdd: (lang: Language) => `/qf/${lang}/lists/add`,
  listRemoveItem: (lang: Language) => `/qf/${lang}/lists/remove-item`,
  listImport: (lang: Language, id: number) => `/qf/${lang}/lists/${id}/import`,
};
