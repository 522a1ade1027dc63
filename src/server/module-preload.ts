/**
 * Preloading the chunks a page's markup needs (docs/architecture.md "Loading"). Without it the
 * browser learns of a component's chunk only after the entry has run, fetched the component table
 * and asked for the chunk, and of React only after that chunk arrived: a chain of imports. The
 * build writes `dist/chunk-table.json` (each element's or behaviour's chunk and every chunk it
 * imports); from the markup a page sends, `modulePreloadLinks` names them all in
 * `<link rel="modulepreload">` tags the browser fetches at once, beside the entry.
 */
import { SELF_LOADING_TAGS, tagNameOf } from '../protocol/component-tags.ts';
import { OPTIMISTIC_ATTRIBUTE } from '../protocol/optimistic-markup.ts';
import { escapeHtml } from './escape-html.ts';
import { markupMayMatch } from './markup-may-match.ts';

/** `dist/chunk-table.json`, its files relative to dist/. */
export interface ChunkTable {
  /** The entry's file, which the page loads itself. */
  readonly entry: string;
  /** Source module → its chunk and the chunks it imports. */
  readonly modules: Readonly<Record<string, readonly string[]>>;
  /**
   * Each behaviour of the browser's registry (src/behaviours/registry.ts): the selector it starts
   * on and the files it loads as soon as that markup is there — its start module's chunks and what
   * that one loads at once (the validator, with a form to watch). Chunks a behaviour loads later (a
   * popup's chrome at the first click) are not in it.
   */
  readonly behaviours: readonly (readonly [selector: string, files: readonly string[]])[];
}

/** The component table the autoloader fetches with the first component element. */
const COMPONENT_TABLE_MODULE = 'elements/component-chunks.ts';
/**
 * The optimistic updates' chunk (docs/optimistic.md): a page whose markup declares expected changes
 * loads it as soon as delivery starts, so its first change shows at once.
 */
const OPTIMISTIC_MODULE = 'src/core/optimistic/optimistic-updates.ts';

const TAG = /<(fg-[a-z\d-]+)[\s/>]/g;
const DATA_COMPONENT = /\sdata-component\s*=\s*["']?([A-Za-z\d]+)/g;

/**
 * The chunk files (relative to dist/, in a stable order, no repeats) that the components and
 * behaviours of `html` load: for every `fg-*` tag and `data-component` name its element chunk with
 * the chunks that one imports, and the component table once; for every behaviour whose markup may
 * be there (markupMayMatch) its chunks; for markup declaring optimistic changes (`data-optimistic`)
 * the optimistic updates' chunks.
 */
export function chunksForMarkup(html: string, table: ChunkTable): string[] {
  const files = new Set<string>();
  for (const [selector, loaded] of table.behaviours) {
    if (markupMayMatch(html, selector)) for (const file of loaded) files.add(file);
  }
  const modules = new Set<string>();
  if (markupMayMatch(html, `[${OPTIMISTIC_ATTRIBUTE}]`)) modules.add(OPTIMISTIC_MODULE);
  const tags = new Set<string>();
  for (const [, tag] of html.matchAll(TAG)) tags.add(tag as string);
  for (const [, name] of html.matchAll(DATA_COMPONENT)) tags.add(tagNameOf(name as string));
  for (const tag of tags) {
    if (SELF_LOADING_TAGS.includes(tag)) continue;
    const element = `elements/${tag}.ts`;
    // A tag the build does not know (a shop's own component) is the shop's to preload.
    if (!table.modules[element]) continue;
    modules.add(COMPONENT_TABLE_MODULE);
    modules.add(element);
  }
  for (const module of modules) for (const file of table.modules[module] ?? []) files.add(file);
  files.delete(table.entry);
  return [...files];
}

/**
 * `<link rel="modulepreload">` tags for `chunksForMarkup(html, table)`, each at `base` (where dist/
 * is served, e.g. `/assets/`). Put them in the `<head>`, after the entry's script tag.
 */
export function modulePreloadLinks(html: string, table: ChunkTable, base: string): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return chunksForMarkup(html, table)
    .map((file) => `<link rel="modulepreload" href="${escapeHtml(prefix + file)}">`)
    .join('');
}
