/**
 * One image of a gallery as the server markup describes it: a link to the large image
 * (`href`, `data-srcset`, `data-width`, `data-height`) around its thumbnail `<img>`. Without
 * script the link opens the large image; Gallery, GalleryGrid and the lightbox read the same link.
 */
import { imageAddress, imageSrcset } from './image-addresses.ts';

export interface GalleryItem {
  /** The large image. */
  href: string;
  /** Candidates of the large image (`url 800w, …`), for the main image and the lightbox. */
  srcset?: string;
  /** The large image's intrinsic size: its aspect ratio reserves the space. */
  width: number;
  height: number;
  /** The thumbnail and its candidates. */
  thumb: string;
  thumbSrcset?: string;
  alt: string;
}

/** The markup hook of one image link. */
export const GALLERY_ITEM_SELECTOR = 'a[data-gallery-item][href]';

const positive = (value: string | undefined | null, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

/** Reads every image link inside `element`, in document order; a link to no http(s) image is left out. */
export function readGalleryItems(element: Element): GalleryItem[] {
  return [...element.querySelectorAll<HTMLAnchorElement>(GALLERY_ITEM_SELECTOR)].flatMap((link) => {
    const href = imageAddress(link.getAttribute('href'));
    if (!href) return [];
    const image = link.querySelector('img');
    const width = positive(link.dataset.width, positive(image?.getAttribute('width'), 4));
    return [
      {
        href,
        srcset: imageSrcset(link.dataset.srcset),
        width,
        height: positive(link.dataset.height, positive(image?.getAttribute('height'), (width * 3) / 4)),
        thumb: imageAddress(image?.getAttribute('src')) ?? href,
        thumbSrcset: imageSrcset(image?.getAttribute('srcset')),
        alt: image?.getAttribute('alt') ?? '',
      },
    ];
  });
}
