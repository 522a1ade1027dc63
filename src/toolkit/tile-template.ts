/**
 * Tile address templates of a map (`https://{s}.tiles.example/{z}/{x}/{y}.png`): a shop points its
 * map at its provider, so any origin is allowed — but only http(s), never javascript:, data: or
 * blob:. The template is resolved once against the document base (as same-origin.ts resolves every
 * other address) and the map requests the absolute address that comes out, its placeholders filled
 * in: resolving it again gives the same URL, so no second resolution can move it elsewhere.
 */
import { httpUrl } from '../core/same-origin.ts';

/** A placeholder as the URL parser writes it in a path: `{z}` becomes `%7Bz%7D`. */
const ENCODED_PLACEHOLDER = /%7B([\w-]+)%7D/gi;

/**
 * The template as an absolute http(s) address with its `{name}` placeholders kept, or null when it
 * is not an http(s) address. Any origin: the tiles of a map provider are images, not requests that
 * carry the visitor's session.
 */
export function httpTileTemplate(template: string, base: string = document.baseURI): string | null {
  const url = httpUrl(template, base);
  return url === null ? null : url.href.replace(ENCODED_PLACEHOLDER, '{$1}');
}
