/**
 * The layout of a category's product list (list or grid), chosen with `<fg-list-toggle
 * mode="list-grid">` and kept in a cookie that the client writes and the server reads, so a full
 * load and every swapped listing come in the chosen layout.
 */
export const PRODUCT_LAYOUTS = ['list', 'grid'] as const;
export type ProductLayout = (typeof PRODUCT_LAYOUTS)[number];

export const PRODUCT_LAYOUT_COOKIE = 'PRODUCT_LIST_LAYOUT';
/** 7 days, as the other view-preference cookies of the shop (comparison, collapse). */
export const PRODUCT_LAYOUT_COOKIE_MAX_AGE_S = 7 * 86_400;

export function readProductLayout(value: string | undefined): ProductLayout {
  return PRODUCT_LAYOUTS.find((layout) => layout === value) ?? 'grid';
}
