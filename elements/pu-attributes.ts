/**
 * `pu-*` attributes of a component element mirror the `data-pu-*` settings
 * (`pu-target="delivery+summary"` ≙ `data-pu-target`), read with the same parser.
 */
import { type PartialUpdateOptions, parseAttributeValues, parseData } from '../src/core/settings.ts';

const PU_PREFIX = 'pu-';

/** The options the element's pu-* attributes describe, with `values` added to their data; null if none. */
export function readPuOptions(element: Element, values: [string, string][]): PartialUpdateOptions | null {
  const raw: Record<string, string> = {};
  for (const name of element.getAttributeNames()) {
    if (name.startsWith(PU_PREFIX))
      raw[kebabToCamel(name.slice(PU_PREFIX.length))] = element.getAttribute(name) ?? '';
  }
  if (Object.keys(raw).length === 0) return null;
  const options = parseAttributeValues(raw);
  return { ...options, data: [...parseData(options.data ?? []), ...values] };
}

function kebabToCamel(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
