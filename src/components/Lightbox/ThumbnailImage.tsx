/**
 * The thumbnail `<img>` of a gallery image, shared by Gallery's picker and GalleryGrid's tiles:
 * lazy, decoded off the main thread, and sized by its aspect ratio so the tile never jumps.
 */
import type { GalleryItem } from './gallery-item.ts';

export interface ThumbnailImageProps {
  item: GalleryItem;
  /** Rendered width for the browser's choice among `thumbSrcset` (CSS sizes syntax). */
  sizes?: string;
}

export function ThumbnailImage({ item, sizes }: ThumbnailImageProps) {
  return (
    <img
      className="fg-thumbnail"
      src={item.thumb}
      srcSet={item.thumbSrcset}
      sizes={item.thumbSrcset ? sizes : undefined}
      width={item.width}
      height={item.height}
      alt={item.alt}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  );
}
