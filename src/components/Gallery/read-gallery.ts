/**
 * Reads a gallery's server markup: its image links (see GalleryItem), the image the server shows
 * first (`data-gallery-current` on its link) and the `sizes` of the main image.
 */
import { GALLERY_ITEM_SELECTOR, readGalleryItems } from '../Lightbox/gallery-item.ts';
import type { GalleryProps } from './Gallery.tsx';

export function readGallery(element: HTMLElement): Partial<GalleryProps> {
  const links = [...element.querySelectorAll(GALLERY_ITEM_SELECTOR)];
  const current = links.findIndex((link) => link.hasAttribute('data-gallery-current'));
  const mainImage = element.querySelector('[data-gallery-main] img');
  return {
    items: readGalleryItems(element),
    startIndex: Math.max(0, current),
    imageSizes: mainImage?.getAttribute('sizes') || undefined,
  };
}
