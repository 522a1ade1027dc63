/**
 * One row of fixed height (as a header reserves its size) and fixed-width links, so what fits does
 * not depend on the browser's fonts.
 */
export const STYLE = `<style>
  .greedy-menu__list { display: flex; gap: 8px; height: 40px; margin: 0; padding: 0; list-style: none; }
  .greedy-menu__list > li { flex-shrink: 0; }
  .greedy-menu__item a { display: inline-block; width: 100px; }
  .greedy-menu__more-button { width: 80px; padding: 0; box-sizing: border-box; }
  .greedy-menu__list [hidden] { display: none; }
</style>`;
