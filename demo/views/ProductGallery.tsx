import type { Product, ProductImage } from '../db/schema.ts';
import { GalleryItemLink, gallerySrcset } from './GalleryItemLink.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/** The main image is about half the page wide from 48rem on, the whole width below. */
const MAIN_IMAGE_SIZES = '(min-width: 48rem) 34rem, 100vw';

/**
 * The product's images as `<fg-gallery>` server markup: the main image and a row of thumbnails,
 * each a link to its large image (the gallery works as plain links without script). The stage's
 * aspect ratio and the thumbnails' fixed size (components.css) reserve the upgraded gallery's space.
 */
export function ProductGallery({ product, images }: { product: Product; images: readonly ProductImage[] }) {
  const { t } = useView();
  const first = images[0];
  if (!first) return null;
  const alt = (position: number) => t('imageOf', { name: product.name, number: position });
  return (
    <fg-gallery
      id={`gallery-${product.id}`}
      label={t('gallery', { name: product.name })}
      className="product-gallery"
    >
      <div className="fg-gallery__stage" data-gallery-main>
        <a className="fg-gallery__open" href={urls.galleryImage(product.id, first.position, 1200)}>
          <img
            className="fg-gallery__image"
            src={urls.galleryImage(product.id, first.position, 600)}
            srcSet={gallerySrcset(product.id, first.position)}
            sizes={MAIN_IMAGE_SIZES}
            width={first.width}
            height={first.height}
            alt={alt(first.position)}
          />
        </a>
      </div>
      <ul className="fg-gallery__thumbs">
        {images.map((image) => (
          <li key={image.position}>
            <GalleryItemLink
              className="fg-gallery__thumb"
              productId={product.id}
              image={image}
              thumbnailWidth={160}
              alt={alt(image.position)}
            />
          </li>
        ))}
      </ul>
    </fg-gallery>
  );
}
