/**
 * What a share control shares: the address given to it, else the page's canonical address
 * (`<link rel="canonical">`), else the page's own address without its fragment; and the title
 * given, else the page's. Addresses are resolved once against the document base through the
 * same-origin module (docs/security.md); only http(s) addresses are shared.
 */
import { httpUrl } from '../../core/same-origin.ts';

export function sharedAddress(given?: string, doc: Document = document): URL {
  const canonical = doc.querySelector('link[rel~="canonical"]')?.getAttribute('href');
  for (const candidate of [given, canonical]) {
    const url = candidate ? httpUrl(candidate, doc.baseURI) : null;
    if (url) return url;
  }
  const own = new URL(doc.URL);
  own.hash = '';
  return own;
}

export function sharedTitle(given?: string, doc: Document = document): string {
  return given?.trim() || doc.title.trim();
}
