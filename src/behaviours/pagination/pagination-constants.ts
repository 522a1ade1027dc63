/** Pagination constants (docs/pagination.md). */
/** Numbered pages scroll to the list top over this long (ms)... */
export const PAGINATION_SCROLL_MS = 200;
/** ...leaving this much room above it (px). */
export const PAGINATION_SCROLL_OFFSET_PX = 25;

export const INSTANCE_SELECTOR = '[data-pagination]';
export const ITEMS_SELECTOR = '[data-pagination-items]';
export const NAV_SELECTOR = '[data-pagination-nav]';
export const NEXT_SELECTOR = '[data-pagination-next]';
