/**
 * The map's poster: a picture of the map's first view (the shop's `poster` address) filling the
 * frame under the map, shown from the first render until the map has drawn its first view. The
 * server markup carries the same image (same address, same element), so the browser shows the one
 * it has already loaded and decoded: the frame's largest paint stays the page's first. The address
 * is resolved once against the document and must be http(s), like the tiles' (same-origin.ts
 * `httpUrl`); another is logged and no poster shown.
 */
import { useEffect, useMemo } from 'react';
import { httpUrl } from '../../core/same-origin.ts';

export interface MapPosterProps {
  /** The shop's address of the picture, as written in the `poster` attribute. */
  readonly address: string | undefined;
  /** Its text alternative: empty (decorative) unless told, the list of stores being the content. */
  readonly alt: string;
  /** Width and height in pixels, so the frame has its shape before the picture arrives. */
  readonly size: readonly [number, number];
  /** Where the refusal is logged: the element's id. */
  readonly hostId: string;
}

export function MapPoster({ address, alt, size, hostId }: MapPosterProps) {
  const src = useMemo(() => (address ? (httpUrl(address)?.href ?? null) : null), [address]);
  const refused = Boolean(address) && src === null;
  useEffect(() => {
    if (refused)
      console.error(`Map poster "${address}" on #${hostId} is not an http(s) address: it is not shown.`);
  }, [refused, address, hostId]);
  if (src === null) return null;
  return (
    <img
      className="fg-map-pointer__poster"
      src={src}
      alt={alt}
      width={size[0]}
      height={size[1]}
      fetchPriority="high"
      decoding="async"
    />
  );
}
