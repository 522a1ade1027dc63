/**
 * Image addresses of the server markup, resolved once against the document base (src/core/same-origin.ts):
 * images may come from any http(s) origin (a shop's image CDN; the page's `img-src` policy decides),
 * but never from another scheme, and the resolved URL is the one the `<img>` gets.
 */
import { httpUrl } from '../../core/same-origin.ts';

export function imageAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  return httpUrl(address)?.href ?? null;
}

/** A `srcset` with each candidate's address resolved; candidates of another scheme are left out. */
export function imageSrcset(srcset: string | null | undefined): string | undefined {
  const candidates = (srcset ?? '')
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/))
    .flatMap(([address, ...descriptors]) => {
      const url = imageAddress(address);
      return url ? [[url, ...descriptors].join(' ')] : [];
    });
  return candidates.length > 0 ? candidates.join(', ') : undefined;
}
