/**
 * The built components (docs/elements.md) and their chunks. A small chunk of its own, fetched by the
 * autoloader when the first component element appears: the chunk addresses (hashed file names)
 * would otherwise weigh on every page's main bundle.
 */
import { loadOnce } from '../src/core/load-once.ts';
import { tagNameOf } from '../src/protocol/component-tags.ts';
import type { ChunkLoader } from './component-chunk.ts';

// When elements upgrade comes in the same chunk: the autoloader asks it before every upgrade.
export { upgradeWhenDue } from './upgrade-policy.ts';

/** A component's chunk goes through loadOnce, named by its tag. */
const entry = (name: string, load: ChunkLoader): [string, ChunkLoader] => [
  name,
  loadOnce(tagNameOf(name), load),
];

export const componentChunks: ReadonlyMap<string, ChunkLoader> = new Map([
  entry('RadioSelect', () => import('./fg-radio-select.ts')),
  entry('RadioSelectTab', () => import('./fg-radio-select-tab.ts')),
  entry('Slider', () => import('./fg-slider.ts')),
  entry('NumberInput', () => import('./fg-number-input.ts')),
  entry('Form', () => import('./fg-form.ts')),
  entry('Typeahead', () => import('./fg-typeahead.ts')),
  entry('SimpleCollapse', () => import('./fg-simple-collapse.ts')),
  entry('ListToggle', () => import('./fg-list-toggle.ts')),
  entry('UniversalPaginationButton', () => import('./fg-universal-pagination-button.ts')),
  entry('MyList', () => import('./fg-my-list.ts')),
  entry('System', () => import('./fg-system.ts')),
  entry('RedirectToUrl', () => import('./fg-redirect-to-url.ts')),
  entry('Carousel', () => import('./fg-carousel.ts')),
  entry('SocialShare', () => import('./fg-social-share.ts')),
  entry('ShareUrl', () => import('./fg-share-url.ts')),
  entry('AsideNav', () => import('./fg-aside-nav.ts')),
  entry('AnchorsList', () => import('./fg-anchors-list.ts')),
  entry('Gallery', () => import('./fg-gallery.ts')),
  entry('GalleryGrid', () => import('./fg-gallery-grid.ts')),
  entry('MapPointer', () => import('./fg-map-pointer.ts')),
  entry('GreedyMenu', () => import('./fg-greedy-menu.ts')),
  entry('MenuCollapse', () => import('./fg-menu-collapse.ts')),
  entry('MenuSearch', () => import('./fg-menu-search.ts')),
  entry('WebLayout', () => import('./fg-web-layout.ts')),
  entry('AddSvgIconSprite', () => import('./fg-add-svg-icon-sprite.ts')),
]);
