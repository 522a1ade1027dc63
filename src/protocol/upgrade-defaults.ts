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
  // The page frame and the header: links and forms that work; the layout root's phone/desktop
  // context and hiding header, the priority+ menu, the search suggestions come when the page is idle.
  'fg-web-layout': 'idle',
  'fg-greedy-menu': 'idle',
  'fg-menu-collapse': 'idle',
  'fg-menu-search': 'idle',
  'fg-typeahead': 'idle',
  'fg-add-svg-icon-sprite': 'idle',
  'fg-aside-nav': 'idle',
  'fg-anchors-list': 'idle',
  'fg-list-toggle': 'idle',
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
