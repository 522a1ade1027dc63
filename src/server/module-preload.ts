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
import { UPGRADE_ATTRIBUTE, UPGRADE_DEFAULTS } from '../protocol/upgrade-defaults.ts';
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
/** An `upgrade` attribute's value, quoted or not. */
const UPGRADE_VALUE = new RegExp(`\\s${UPGRADE_ATTRIBUTE}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'gi');
/** A policy with one of these waits past the load (docs/elements.md "When an element upgrades"). */
const WAITS = /\b(?:idle|visible|interaction)\b/;

/**
 * The chunk files (relative to dist/, in a stable order, no repeats) that the components and
 * behaviours of `html` load: for every `fg-*` tag and `data-component` name its element chunk with
 * the chunks that one imports, and the component table once; for every behaviour whose markup may
 * be there (markupMayMatch) its chunks; for markup declaring optimistic changes (`data-optimistic`)
 * the optimistic updates' chunks.
 */
export function chunksForMarkup(html: string, table: ChunkTable): string[] {
  const { now, later } = preloadsOf(html, table);
  return [...now, ...later];
}

/**
 * Of `chunksForMarkup(html, table)`, those only component elements that wait load: elements whose
 * component upgrades when the page is idle, when it nears the window or when reached for
 * (src/protocol/upgrade-defaults.ts), and that no behaviour or element of the page needs at load.
 * They are not preloaded: fetched once the element is due (the autoloader), they leave the first
 * seconds to the stylesheets, the entry and the images — the largest paint waits for none of them.
 * A page whose markup holds an `upgrade` policy that does not wait (`load`, `media(…)` alone) may
 * upgrade any element at load: nothing waits.
 */
export function chunksThatWait(html: string, table: ChunkTable): string[] {
  return [...preloadsOf(html, table).later];
}

function preloadsOf(html: string, table: ChunkTable): { now: Set<string>; later: Set<string> } {
  const now = new Set<string>();
  for (const [selector, loaded] of table.behaviours) {
    if (markupMayMatch(html, selector)) for (const file of loaded) now.add(file);
  }
  // Delivery loads it as it starts: the first change shows at once.
  if (markupMayMatch(html, `[${OPTIMISTIC_ATTRIBUTE}]`))
    for (const file of table.modules[OPTIMISTIC_MODULE] ?? []) now.add(file);
  const tags = builtTagsOf(html, table);
  if (tags.size > 0) for (const file of table.modules[COMPONENT_TABLE_MODULE] ?? []) now.add(file);
  const waiting = everyPolicyWaits(html);
  const later = new Set<string>();
  for (const tag of tags) {
    const deferred = waiting && WAITS.test(UPGRADE_DEFAULTS[tag] ?? 'load');
    for (const file of table.modules[`elements/${tag}.ts`] ?? []) (deferred ? later : now).add(file);
  }
  for (const file of now) later.delete(file);
  now.delete(table.entry);
  later.delete(table.entry);
  return { now, later };
}

/** The tags of the markup's component elements whose chunks the build made, in order of appearance. */
function builtTagsOf(html: string, table: ChunkTable): Set<string> {
  const tags = new Set<string>();
  for (const [, tag] of html.matchAll(TAG)) tags.add(tag as string);
  for (const [, name] of html.matchAll(DATA_COMPONENT)) tags.add(tagNameOf(name as string));
  for (const tag of tags) {
    // A tag the build does not know (a shop's own component) is the shop's to preload.
    if (SELF_LOADING_TAGS.includes(tag) || !table.modules[`elements/${tag}.ts`]) tags.delete(tag);
  }
  return tags;
}

function everyPolicyWaits(html: string): boolean {
  for (const [, double, single, bare] of html.matchAll(UPGRADE_VALUE)) {
    if (!WAITS.test(double ?? single ?? bare ?? '')) return false;
  }
  return true;
}

/**
 * `<link rel="modulepreload">` tags for the chunks of `html` that are needed at load —
 * `chunksForMarkup(html, table)` but `chunksThatWait(html, table)` — each at `base` (where dist/ is
 * served, e.g. `/assets/`). Put them in the `<head>`, after the entry's script tag.
 */
export function modulePreloadLinks(html: string, table: ChunkTable, base: string): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return [...preloadsOf(html, table).now]
    .map((file) => `<link rel="modulepreload" href="${escapeHtml(prefix + file)}">`)
    .join('');
}
