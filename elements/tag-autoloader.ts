/**
 * The lazy autoloader (main bundle, so it stays tiny and imports no React): `fg-*` tags and
 * `[data-component="Name"]` elements of the page, and of content swapped in later, load their
 * component chunk when they appear. A chunk is a dynamic import() of `elements/fg-<name>.ts`,
 * listed in component-chunks.ts (itself a small chunk, fetched with the first component element);
 * React comes with the first chunk that needs it. Unknown names are only logged (docs/elements.md).
 */
import { ComponentAlreadyRenderedError } from '../src/core/errors.ts';
import { loadOnce } from '../src/core/load-once.ts';
import { watchAdded } from '../src/core/watch-added.ts';
import { SELF_LOADING_TAGS, tagNameOf } from '../src/protocol/component-tags.ts';
import type { ChunkLoader } from './component-chunk.ts';

/** A shop's own components (and tests'); they take precedence over the built ones. */
const registered = new Map<string, ChunkLoader>();

/**
 * The built components (component-chunks.ts; docs/elements.md) and when elements upgrade
 * (upgrade-policy.ts), fetched when first needed.
 */
const builtIn = loadOnce('component-chunks', () => import('./component-chunks.ts'));

/** The first component whose name matches: registered ones first. */
async function findComponent(matches: (name: string) => boolean): Promise<[string, ChunkLoader] | undefined> {
  for (const entry of registered) if (matches(entry[0])) return entry;
  for (const entry of (await builtIn()).componentChunks) if (matches(entry[0])) return entry;
  return undefined;
}

/** Adds a component (a shop's own, or a test's) to the autoloader's table. */
export function registerComponent(name: string, load: ChunkLoader): void {
  // As the built ones (component-chunks.ts): a chunk that fails or is late is retried when seen again.
  registered.set(name, loadOnce(tagNameOf(name), load));
}

/** Upgrades what is in `root` now and whatever is added later; returns a function that stops watching. */
export function startAutoloader(root: Document | Element = document): () => void {
  upgradeWithin(root);
  // Content swapped in is looked through a task later, once it has been laid out and painted.
  return watchAdded(root instanceof Document ? root.documentElement : root, (added) => {
    for (const element of added) upgradeWithin(element);
  });
}

function upgradeWithin(root: Document | Element): void {
  const found = [...root.querySelectorAll<HTMLElement>('[data-component], :not(:defined)')];
  if (root instanceof HTMLElement && root.matches('[data-component], :not(:defined)')) found.unshift(root);
  for (const element of found) {
    const tag = element.localName;
    if (
      element.dataset.component === undefined &&
      (!tag.startsWith('fg-') || SELF_LOADING_TAGS.includes(tag))
    )
      continue;
    upgrade(element, element.dataset.component).catch((error: unknown) => {
      // Seen again after a move: it is mounted already, nothing to do.
      if (!(error instanceof ComponentAlreadyRenderedError)) console.error(error);
    });
  }
}

/** Loads the element's chunk when its upgrade policy says (upgrade-policy.ts), then mounts or defines it. */
async function upgrade(element: HTMLElement, name: string | undefined): Promise<void> {
  const found = await findComponent((candidate) =>
    name === undefined ? tagNameOf(candidate) === element.localName : candidate === name,
  );
  if (!found) {
    if (name !== undefined)
      console.error(`Unknown component "${name}" on element #${element.id || '(no id)'}: it is not loaded.`);
    return;
  }
  const [componentName, load] = found;
  await (await builtIn()).upgradeWhenDue(element, tagNameOf(componentName), async () => {
    const chunk = await load();
    if (name !== undefined && element.isConnected) chunk.default.decorate(element);
  });
}
