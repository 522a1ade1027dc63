/**
 * `<fg-gallery id label>` around a product's server gallery: the main image, thumbnails that pick
 * it (arrow keys, Home, End), previous/next buttons, swipe, and a lightbox with zoom. Without script
 * each thumbnail is a link to its large image. See src/components/Gallery.
 *
 * @attr label - accessible name of the gallery (default "Product images" in the page's language).
 * @attr thumb-sizes - `sizes` of the thumbnails, when they carry a `srcset`.
 * @fires fg:gallery-change - another image is shown; detail `{ index, href }`.
 */
import { Gallery, type GalleryProps } from '../src/components/Gallery/Gallery.tsx';
import { readGallery } from '../src/components/Gallery/read-gallery.ts';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<GalleryProps>('fg-gallery', Gallery, {
  props: { label: 'string', thumbSizes: 'string' },
  events: { onChange: 'fg:gallery-change' },
  readServerMarkup: readGallery,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-gallery': ReactElement;
  }
}
