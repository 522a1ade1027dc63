/**
 * The built components of SPEC.md §2 and their chunks. A small chunk of its own, fetched by the
 * autoloader when the first component element appears: the chunk addresses (hashed file names)
 * would otherwise weigh on every page's main bundle.
 */
import type { ChunkLoader } from './index.ts';

export const componentChunks: ReadonlyMap<string, ChunkLoader> = new Map<string, ChunkLoader>([
  ['RadioSelect', () => import('./fg-radio-select.ts')],
  ['RadioSelectTab', () => import('./fg-radio-select-tab.ts')],
  ['Slider', () => import('./fg-slider.ts')],
  ['NumberInput', () => import('./fg-number-input.ts')],
  ['Form', () => import('./fg-form.ts')],
  ['Typeahead', () => import('./fg-typeahead.ts')],
  ['SimpleCollapse', () => import('./fg-simple-collapse.ts')],
  ['ListToggle', () => import('./fg-list-toggle.ts')],
  ['UniversalPaginationButton', () => import('./fg-universal-pagination-button.ts')],
  ['MyList', () => import('./fg-my-list.ts')],
  ['System', () => import('./fg-system.ts')],
  ['RedirectToUrl', () => import('./fg-redirect-to-url.ts')],
]);
