/**
 * `<fg-gallery-grid id limit>` around a server grid of image links: each tile opens the lightbox at
 * its image; tiles the server hides come with "Show more (n)", `limit` at a time. Without script
 * each tile is a link to its large image. See src/components/GalleryGrid.
 *
 * @attr limit - tiles each "Show more" reveals (default: as many as the server showed at first).
 * @attr thumb-sizes - `sizes` of the tile images, when they carry a `srcset`.
 */
import { GalleryGrid, type GalleryGridProps } from '../src/components/GalleryGrid/GalleryGrid.tsx';
import { readGalleryGrid } from '../src/components/GalleryGrid/read-gallery-grid.ts';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<GalleryGridProps>('fg-gallery-grid', GalleryGrid, {
  props: { limit: 'number', thumbSizes: 'string' },
  readServerMarkup: readGalleryGrid,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-gallery-grid': ReactElement;
  }
}
