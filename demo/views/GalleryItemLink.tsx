import { urls } from './urls.ts';

/** Large-image candidates of one gallery image. */
export const gallerySrcset = (productId: number, position: number) =>
  `${urls.galleryImage(productId, position, 600)} 600w, ${urls.galleryImage(productId, position, 1200)} 1200w`;

/**
 * One image of a gallery as a thumbnail linking to its large image: a plain link without script, and
 * what the lightbox of `<fg-gallery>` and `<fg-gallery-grid>` opens (`data-gallery-item`, its candidates
 * and size) with script.
 */
export function GalleryItemLink({
  className,
  productId,
  image,
  thumbnailWidth,
  alt,
}: {
  className: string;
  productId: number;
  image: { readonly position: number; readonly width: number; readonly height: number };
  /** The width of the thumbnail's file: the grid's tiles are larger than the product page's thumbnails. */
  thumbnailWidth: number;
  alt: string;
}) {
  return (
    <a
      className={className}
      data-gallery-item
      href={urls.galleryImage(productId, image.position, 1200)}
      data-srcset={gallerySrcset(productId, image.position)}
      data-width={image.width}
      data-height={image.height}
    >
      <img
        className="fg-thumbnail"
        src={urls.galleryImage(productId, image.position, thumbnailWidth)}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
      />
    </a>
  );
}
