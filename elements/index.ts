/**
 * The lazy autoloader (main bundle, so it stays tiny and imports no React): `fg-*` tags and
 * `[data-component="Name"]` elements of the page, and of content swapped in later, load their
 * component chunk when they appear. A chunk is a dynamic import() of `elements/fg-<name>.ts`,
 * listed in component-chunks.ts (itself a small chunk, fetched with the first component element);
 * React comes with the first chunk that needs it. Unknown names are only logged (SPEC.md §2).
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '../src/core/constants.ts';
import { ChunkLoadTimeoutError, ComponentAlreadyRenderedError } from '../src/core/errors.ts';

/** What a component chunk exports: its element definition (see define-react-element.ts). */
export interface ComponentChunk {
  default: { readonly tagName: string; decorate(element: HTMLElement): void };
}

export type ChunkLoader = () => Promise<ComponentChunk>;

/** A shop's own components (and tests'); they take precedence over the built ones. */
const registered = new Map<string, ChunkLoader>();
const loading = new Map<string, Promise<ComponentChunk>>();
/** Tags of other layers, which load themselves: seeing them fetches no component table. */
const SELF_LOADING_TAGS = ['fg-partial-update', 'fg-popup', 'fg-cookie-consent'];
let builtIn: Promise<ReadonlyMap<string, ChunkLoader>> | undefined;

/** The built components of SPEC.md §2 (component-chunks.ts), fetched once, when first needed. */
function builtInChunks(): Promise<ReadonlyMap<string, ChunkLoader>> {
  if (!builtIn) {
    builtIn = withTimeout(import('./component-chunks.ts'), 'component-chunks').then((m) => m.componentChunks);
    // Retried when the next component element appears.
    builtIn.catch(() => {
      builtIn = undefined;
    });
  }
  return builtIn;
}

/** The first component whose name matches: registered ones first (the table is then not fetched). */
async function findComponent(matches: (name: string) => boolean): Promise<[string, ChunkLoader] | undefined> {
  for (const entry of registered) if (matches(entry[0])) return entry;
  for (const entry of await builtInChunks()) if (matches(entry[0])) return entry;
  return undefined;
}

/** Adds a component (a shop's own, or a test's) to the autoloader's table. */
export function registerComponent(name: string, load: ChunkLoader): void {
  registered.set(name, load);
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
    else defineTag(element.localName).catch(console.error);
  }
}

async function defineTag(tagName: string): Promise<void> {
  if (!tagName.startsWith('fg-') || customElements.get(tagName) || SELF_LOADING_TAGS.includes(tagName))
    return;
  const found = await findComponent((name) => tagNameOf(name) === tagName);
  if (found) await load(...found);
}

async function decorate(element: HTMLElement, name: string): Promise<void> {
  try {
    const found = await findComponent((candidate) => candidate === name);
    if (!found) {
      console.error(`Unknown component "${name}" on element #${element.id || '(no id)'}: it is not loaded.`);
      return;
    }
    const chunk = await load(...found);
    if (element.isConnected) chunk.default.decorate(element);
  } catch (error) {
    // Seen again after a move: it is mounted already, nothing to do.
    if (!(error instanceof ComponentAlreadyRenderedError)) console.error(error);
  }
}

/** One load per chunk; a chunk that does not arrive within CHUNK_LOAD_TIMEOUT_MS is an error. */
function load(name: string, loader: ChunkLoader): Promise<ComponentChunk> {
  let chunk = loading.get(name);
  if (!chunk) {
    chunk = withTimeout(loader(), tagNameOf(name));
    loading.set(name, chunk);
    // A failed or timed-out chunk may be retried when the element appears again.
    chunk.catch(() => loading.delete(name));
  }
  return chunk;
}

function withTimeout<T>(chunk: Promise<T>, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadTimeoutError(label, CHUNK_LOAD_TIMEOUT_MS)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([chunk, timeout]).finally(() => clearTimeout(timer));
}
