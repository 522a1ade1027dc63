/**
 * Suggestions from the server: GET `source?<param>=<text>` on this origin, answered with JSON —
 * an array of strings or of `{label, value?, url?}`, or an object holding that array as
 * `suggestions` (`{"query": "lam", "suggestions": [...]}`). Fetched through the 1-concurrent RequestQueue
 * (an older request is aborted, the same text is not asked twice while pending).
 */

import { sameOriginUrl } from '../../core/same-origin.ts';
import { RequestQueue } from '../../toolkit/request-queue.ts';

export interface Suggestion {
  label: string;
  value: string;
  /** Same-origin address (absolute) the suggestion leads to, if any. */
  url?: string;
}

const queue = new RequestQueue();

export async function fetchSuggestions(source: string, param: string, text: string): Promise<Suggestion[]> {
  const url = sameOriginUrl(source);
  if (url === null) throw new Error(`Typeahead source ${JSON.stringify(source)} is not on this origin.`);
  url.searchParams.set(param, text);
  return queue.run(url.href, async (signal) => {
    const response = await fetch(url.href, { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`Typeahead suggestions: HTTP ${response.status}`);
    return toSuggestions(await response.json());
  });
}

function toSuggestions(body: unknown): Suggestion[] {
  const list = Array.isArray(body) ? body : (body as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): Suggestion[] => {
    if (typeof item === 'string') return [{ label: item, value: item }];
    if (typeof item !== 'object' || item === null || typeof item.label !== 'string') return [];
    const url = typeof item.url === 'string' ? sameOriginUrl(item.url)?.href : undefined;
    return [{ label: item.label, value: typeof item.value === 'string' ? item.value : item.label, url }];
  });
}
