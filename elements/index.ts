/**
 * The lazy autoloader (main bundle, so it stays tiny and imports no React): `fg-*` tags and
 * `[data-component="Name"]` elements of the page, and of content swapped in later, load their
 * component chunk when they appear. A chunk is a dynamic import() of `elements/fg-<name>.ts`;
 * React comes with the first chunk that needs it. Unknown names are only logged (SPEC.md §2).
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '../src/core/constants.ts';
import { ChunkLoadTimeoutError, ComponentAlreadyRenderedError } from '../src/core/errors.ts';

/** What a component chunk exports: its element definition (see define-react-element.ts). */
export interface ComponentChunk {
  default: { readonly tagName: string; decorate(element: HTMLElement): void };
}

export type ChunkLoader = () => Promise<ComponentChunk>;

/** The components of SPEC.md §2 that are built; the other names log the unknown-name error. */
const chunks = new Map<string, ChunkLoader>([
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
const loading = new Map<string, Promise<ComponentChunk>>();

/** Adds a component (a shop's own, or a test's) to the autoloader's table. */
export function registerComponent(name: string, load: ChunkLoader): void {
  chunks.set(name, load);
}

/** `RadioSelect` → `fg-radio-select`. */
export function tagNameOf(name: string): string {
  return `fg-${name.replace(/([a-z\d])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

/** Upgrades what is in `root` now and whatever is added later; returns a function that stops watching. */
export function startAutoloader(root: Document | Element = document): () => void {
  upgradeWithin(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) upgradeWithin(node);
    }
  });
  observer.observe(root instanceof Document ? root.documentElement : root, {
    childList: true,
    subtree: true,
  });
  return () => observer.disconnect();
}

function upgradeWithin(root: Document | Element): void {
  const found = [...root.querySelectorAll<HTMLElement>('[data-component], :not(:defined)')];
  if (root instanceof HTMLElement && root.matches('[data-component], :not(:defined)')) found.unshift(root);
  for (const element of found) {
    const name = element.dataset.component;
    if (name !== undefined) void decorate(element, name);
    else defineTag(element.localName);
  }
}

function defineTag(tagName: string): void {
  if (!tagName.startsWith('fg-') || customElements.get(tagName)) return;
  // Tags of other layers (fg-partial-update, fg-popup ...) are not in the table: they load themselves.
  for (const name of chunks.keys()) {
    if (tagNameOf(name) === tagName) void load(name).catch(console.error);
  }
}

async function decorate(element: HTMLElement, name: string): Promise<void> {
  if (!chunks.has(name)) {
    console.error(`Unknown component "${name}" on element #${element.id || '(no id)'}: it is not loaded.`);
    return;
  }
  try {
    const chunk = await load(name);
    if (element.isConnected) chunk.default.decorate(element);
  } catch (error) {
    // Seen again after a move: it is mounted already, nothing to do.
    if (!(error instanceof ComponentAlreadyRenderedError)) console.error(error);
  }
}

/** One load per chunk; a chunk that does not arrive within CHUNK_LOAD_TIMEOUT_MS is an error. */
function load(name: string): Promise<ComponentChunk> {
  let chunk = loading.get(name);
  if (!chunk) {
    const loader = chunks.get(name) as ChunkLoader;
    chunk = withTimeout(loader(), tagNameOf(name));
    loading.set(name, chunk);
    // A failed or timed-out chunk may be retried when the element appears again.
    chunk.catch(() => loading.delete(name));
  }
  return chunk;
}

function withTimeout(chunk: Promise<ComponentChunk>, label: string): Promise<ComponentChunk> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadTimeoutError(label, CHUNK_LOAD_TIMEOUT_MS)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([chunk, timeout]).finally(() => clearTimeout(timer));
}
