/**
 * Reads a gallery grid's server markup: its image links (see GalleryItem) and how many of them the
 * server shows — the links before the first one inside a `hidden` element (all when none is).
 */
import { GALLERY_ITEM_SELECTOR, readGalleryItems } from '../Lightbox/gallery-item.ts';
import type { GalleryGridProps } from './GalleryGrid.tsx';

export function readGalleryGrid(element: HTMLElement): Partial<GalleryGridProps> {
  const items = readGalleryItems(element);
  const links = [...element.querySelectorAll(GALLERY_ITEM_SELECTOR)];
  const firstHidden = links.findIndex((link) => link.closest('[hidden]') !== null);
  return { items, shownAtFirst: firstHidden < 0 ? items.length : firstHidden };
}
