/** The attribute that names an element's (or a region's) upgrade policy. */
export const UPGRADE_ATTRIBUTE = 'upgrade';

/**
 * When each built component upgrades unless its element says otherwise (`upgrade`, docs/elements.md
 * "When an element upgrades"), chosen from what its server markup already does: a component whose
 * markup works as it is waits until the page is idle, or until it scrolls near the window; one
 * that acts on its own from the start (messages, a redirect, form tracking) upgrades at load. Every
 * one upgrades at once when the visitor reaches for it. Tags not listed upgrade at load. The server
 * helper reads it too: it leaves the chunks of elements that wait out of a page's preloads
 * (src/server/module-preload.ts).
 */
export const UPGRADE_DEFAULTS: Readonly<Record<string, string>> = {
  // The layout root and the icon sprite load no React (define-behaviour-element.ts): the layout
  // root upgrades at once, so the first partial update already carries the layout context.
  'fg-web-layout': 'load',
  'fg-add-svg-icon-sprite': 'idle',
  // The list/grid switch: links that work; it comes when it nears the window and the page is idle
  // (the demo's phone category page keeps it in a closed sheet).
  'fg-list-toggle': 'visible idle',
  // The header: links, forms and disclosures that work. The priority+ menu sorts its links when the
  // page is idle, if it is shown at all (a phone layout usually hides it). The phone menu and search
  // buttons are `<details>` that open natively, and the search field is a plain search form: they
  // upgrade when the visitor reaches for them (the typed text and caret kept).
  'fg-greedy-menu': 'visible idle',
  'fg-menu-collapse': 'interaction',
  'fg-menu-search': 'interaction',
  'fg-typeahead': 'interaction',
  // The category tree beside or below the listing: links that look as the component renders them
  // (a closed branch's toggle links to its category); it upgrades when the visitor reaches for it,
  // and a tap on a toggle before then is held and replayed on the component's button.
  'fg-aside-nav': 'interaction',
  // A page's section list: links that work; the section being read is marked once it nears the
  // window and the page is idle.
  'fg-anchors-list': 'visible idle',
  // Content further down the page: galleries, carousels, the map, filters, quantities, sharing.
  'fg-gallery': 'visible',
  'fg-gallery-grid': 'visible',
  'fg-carousel': 'visible',
  'fg-map-pointer': 'visible',
  'fg-slider': 'visible',
  'fg-radio-select': 'visible',
  'fg-radio-select-tab': 'visible',
  'fg-number-input': 'visible',
  'fg-universal-pagination-button': 'visible',
  'fg-my-list': 'visible',
  'fg-simple-collapse': 'visible',
  'fg-social-share': 'visible',
  'fg-share-url': 'visible',
};
