/**
 * How markup names the components both ends know (docs/architecture.md "Loading"): a `fg-*` tag,
 * or a `data-component="Name"` whose tag is `tagNameOf(Name)`. The autoloader loads their chunks
 * when they appear; the server helper (src/server/module-preload.ts) preloads the same chunks.
 */
import { kebabCase } from './kebab-case.ts';
import { CONTROLLER_TAG } from './partial-update-markup.ts';

/** Tags of other layers, which load themselves: seeing them fetches no component table. */
export const SELF_LOADING_TAGS: readonly string[] = [CONTROLLER_TAG, 'fg-popup', 'fg-cookie-consent'];

/** `RadioSelect` → `fg-radio-select`. */
export function tagNameOf(name: string): string {
  return `fg-${kebabCase(name)}`;
}
