/** Fixed vocabulary of the demo catalogue; shown texts for these keys live in demo/i18n. */
export const CATEGORY_SLUGS = ['lamps', 'chairs', 'tables', 'shelves', 'textiles', 'kitchen'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const PARAMETERS = ['width', 'height', 'weight', 'warranty', 'power', 'energyClass'] as const;
export type ParameterName = (typeof PARAMETERS)[number];

export const DOWNLOAD_SECTIONS = ['manuals', 'catalogues', 'certificates', 'price-lists'] as const;
export type DownloadSection = (typeof DOWNLOAD_SECTIONS)[number];

export const NEWS_TEMPLATE_COUNT = 4;

export const DEMO_USERS = [
  { email: 'jana@example.com', name: 'Jana Nováková', password: 'heslo-demo-1' },
  { email: 'john@example.com', name: 'John Smith', password: 'demo-password-2' },
] as const;

export const PRODUCT_COUNT = 60;
export const NEWS_COUNT = 40;
export const ACTION_COUNT = 25;
