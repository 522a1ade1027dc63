/** Fixed vocabulary of the demo catalogue; shown texts for these keys live in demo/i18n. */
export const CATEGORY_SLUGS = ['lamps', 'chairs', 'tables', 'shelves', 'textiles', 'kitchen'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/**
 * The sub-categories of each top category, in their order. A product stays in its top category
 * (`products.category_id`, what the listings of top categories and other product queries read) and
 * is placed in one of its sub-categories as well (`products.subcategory_id`).
 */
export const SUBCATEGORY_SLUGS: Readonly<Record<CategorySlug, readonly string[]>> = {
  lamps: ['ceiling-lamps', 'table-lamps'],
  chairs: ['dining-chairs', 'office-chairs'],
  tables: ['dining-tables', 'coffee-tables'],
  shelves: ['wall-shelves', 'bookcases'],
  textiles: ['cushions', 'rugs'],
  kitchen: ['cookware', 'tableware'],
};

export const PARAMETERS = ['width', 'height', 'weight', 'warranty', 'power', 'energyClass'] as const;
export type ParameterName = (typeof PARAMETERS)[number];

export const DOWNLOAD_SECTIONS = ['manuals', 'catalogues', 'certificates', 'price-lists'] as const;
export type DownloadSection = (typeof DOWNLOAD_SECTIONS)[number];

export const NEWS_TEMPLATE_COUNT = 4;

/**
 * The demo accounts. Their password hashes are made once (demo/server/password.ts, today's cost)
 * and kept here: a hash at that cost takes most of a second, and every fresh database is seeded.
 */
export const DEMO_USERS = [
  {
    email: 'jana@example.com',
    name: 'Jana Nováková',
    password: 'heslo-demo-1',
    passwordHash: 'scrypt$131072$8$1$S9Ay2ep2EOkLAHukwdOm+Q==$mbQVuUhDppBO4vnmisH3nqWjqC4V06Rf05SlAorw/uw=',
  },
  {
    email: 'john@example.com',
    name: 'John Smith',
    password: 'demo-password-2',
    passwordHash: 'scrypt$131072$8$1$P+aAQdXktuOUBMHJV7+zUw==$Mjkf4KMfYNbe2guSfJPwhNkGkE55byTdCQh89RhcnGg=',
  },
] as const;

export const PRODUCT_COUNT = 60;
export const NEWS_COUNT = 40;
export const ACTION_COUNT = 25;
