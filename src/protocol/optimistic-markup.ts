/**
 * Optimistic updates (docs/optimistic.md): on a trigger — a link, a button, or a form of a partial
 * update or of add to basket — the changes it expects, shown at once and settled by the answer.
 * Not a `data-pu-` setting: the engine reads those as the update's own options.
 */
export const OPTIMISTIC_ATTRIBUTE = 'data-optimistic';
